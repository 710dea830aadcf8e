import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';

import {
  ActivateBodySchema,
  ActivateResponseSchema,
  ActivationKeyParamSchema,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MeSchema,
  OutboxListSchema,
  PinRequiredSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResendBodySchema,
  ResetPasswordBodySchema,
  UpdateContactBodySchema,
  UserExistBodySchema,
  UserExistResponseSchema,
} from '../schemas/auth';
import { ErrorSchema } from '../schemas/common';
import { StoreConflictSchema } from '../schemas/stores';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { noSession, sessionOptional, signedIn } from './security';

const rateLimited = {
  429: {
    ...jsonContent(ErrorSchema, '`rate_limited`: too many attempts; see Retry-After'),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
  },
} as const;

const csrf = { 403: jsonContent(ErrorSchema, '`csrf_rejected`: cross-site request') } as const;
const common = { ...csrf, ...rateLimited, ...errorResponses } as const;
const delivery = {
  400: jsonContent(
    ErrorSchema,
    '`email_client_failure`: the provider refused the address; `not_eligible`: the SMS provider cannot text that line (a landline, an unreachable or opted-out number, a country not enabled)',
  ),
  502: jsonContent(ErrorSchema, '`email_server_failure`: the provider failed'),
} as const;
const noContent = { description: 'Done' } as const;
const tags = ['auth'];

export const registerRoute = createRoute({
  operationId: 'register',
  method: 'post',
  path: '/auth/register',
  security: noSession,
  tags,
  summary: 'Sign up by e-mail or phone; a 6-digit PIN (5 minutes) is sent',
  request: { body: jsonBody(RegisterBodySchema) },
  responses: {
    201: jsonContent(RegisterResponseSchema, 'Pending registration: `code` and `can_skip_pin`'),
    409: jsonContent(
      z.union([ErrorSchema, StoreConflictSchema]),
      '`existing_user`: the e-mail or phone belongs to an activated account; `slug_taken` (with `suggestions`): the `store` slug is taken or reserved',
    ),
    ...delivery,
    ...common,
  },
});

export const activateRoute = createRoute({
  operationId: 'activate',
  method: 'post',
  path: '/auth/activate',
  security: noSession,
  tags,
  summary: 'Activate with the PIN (or skip it when allowed); starts a session',
  request: { body: jsonBody(ActivateBodySchema) },
  responses: {
    200: jsonContent(ActivateResponseSchema, 'Activated and signed in (session cookie set)'),
    400: jsonContent(ErrorSchema, '`invalid_pin`: wrong, expired, or 5 wrong tries already'),
    404: jsonContent(ErrorSchema, '`registration_not_found`'),
    409: jsonContent(ErrorSchema, '`user_already_exists`: the account is activated already'),
    ...common,
  },
});

export const activateLinkRoute = createRoute({
  operationId: 'activateLink',
  method: 'post',
  path: '/auth/activate/{key}',
  security: noSession,
  tags,
  summary: 'Activate with the key of an `/activate/{key}` link (24 hours); starts a session',
  request: { params: ActivationKeyParamSchema },
  responses: {
    200: jsonContent(ActivateResponseSchema, 'Activated and signed in (session cookie set)'),
    400: jsonContent(ErrorSchema, '`invalid_pin`: unknown or expired link'),
    409: jsonContent(ErrorSchema, '`user_already_exists`: the account is activated already'),
    ...common,
  },
});

export const resendRoute = createRoute({
  operationId: 'resend',
  method: 'post',
  path: '/auth/resend',
  security: noSession,
  tags,
  summary: 'Send a new PIN; the previous one stops working',
  request: { body: jsonBody(ResendBodySchema) },
  responses: {
    200: jsonContent(RegisterResponseSchema, 'Same code, new PIN sent'),
    404: jsonContent(ErrorSchema, '`registration_not_found`'),
    409: jsonContent(ErrorSchema, '`user_already_exists`: the account is activated already'),
    ...delivery,
    ...common,
  },
});

export const updateContactRoute = createRoute({
  operationId: 'updateContact',
  method: 'post',
  path: '/auth/contact',
  security: noSession,
  tags,
  summary: "Change a pending registration's e-mail or phone; a new PIN goes there",
  request: { body: jsonBody(UpdateContactBodySchema) },
  responses: {
    200: jsonContent(RegisterResponseSchema, 'Same code, new PIN sent to the new contact'),
    404: jsonContent(ErrorSchema, '`registration_not_found`'),
    409: jsonContent(
      ErrorSchema,
      '`existing_user`: another account owns that contact; `user_already_exists`: this account is activated already',
    ),
    ...delivery,
    ...common,
  },
});

export const userExistRoute = createRoute({
  operationId: 'userExist',
  method: 'post',
  path: '/auth/users/exist',
  security: noSession,
  tags,
  summary: 'Does an activated account own this e-mail or phone? (sign-up form check)',
  request: { body: jsonBody(UserExistBodySchema) },
  responses: { 200: jsonContent(UserExistResponseSchema, '`exist` flag'), ...common },
});

export const loginRoute = createRoute({
  operationId: 'login',
  method: 'post',
  path: '/auth/login',
  security: noSession,
  tags,
  summary: 'Log in with e-mail or phone and password (PIN for a not yet activated account)',
  request: { body: jsonBody(LoginBodySchema) },
  responses: {
    200: jsonContent(LoginResponseSchema, 'Signed in; the session cookie is set (rotated)'),
    400: jsonContent(ErrorSchema, '`invalid_pin`'),
    401: jsonContent(ErrorSchema, '`invalid_credentials` (unknown user or wrong password alike)'),
    409: jsonContent(
      PinRequiredSchema,
      '`pin_required`: right password, not activated; a PIN was sent',
    ),
    ...common,
  },
});

export const logoutRoute = createRoute({
  operationId: 'logout',
  method: 'post',
  path: '/auth/logout',
  security: sessionOptional,
  tags,
  summary: 'End the session server-side and clear the cookie',
  responses: { 204: noContent, ...csrf, ...errorResponses },
});

export const meRoute = createRoute({
  operationId: 'me',
  method: 'get',
  path: '/auth/me',
  security: signedIn,
  tags,
  summary: 'The signed-in user',
  responses: {
    200: jsonContent(MeSchema, 'The user and their shops'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const forgotPasswordRoute = createRoute({
  operationId: 'forgotPassword',
  method: 'post',
  path: '/auth/password/forgot',
  security: noSession,
  tags,
  summary: 'Send a reset code (15 minutes) when the account exists; always 202',
  request: { body: jsonBody(ForgotPasswordBodySchema) },
  responses: { 202: noContent, ...common },
});

export const resetPasswordRoute = createRoute({
  operationId: 'resetPassword',
  method: 'post',
  path: '/auth/password/reset',
  security: noSession,
  tags,
  summary: "Set a new password with the reset code; ends the user's sessions",
  request: { body: jsonBody(ResetPasswordBodySchema) },
  responses: {
    204: noContent,
    400: jsonContent(
      ErrorSchema,
      '`invalid_reset_code`: wrong, expired, 5 wrong tries, or unknown user',
    ),
    ...common,
  },
});

export const changePasswordRoute = createRoute({
  operationId: 'changePassword',
  method: 'post',
  path: '/auth/password/change',
  security: signedIn,
  tags,
  summary: "Change the signed-in user's password; their other sessions end",
  request: { body: jsonBody(ChangePasswordBodySchema) },
  responses: {
    204: noContent,
    400: jsonContent(ErrorSchema, '`incorrect_password`'),
    ...unauthorizedResponse,
    ...common,
  },
});

export const devOutboxRoute = createRoute({
  operationId: 'devOutbox',
  method: 'get',
  path: '/dev/outbox',
  security: noSession,
  tags: ['dev'],
  summary: 'Recent outbox messages (development; on a local set-up without a mail provider)',
  description:
    'Readable outside production, with OUTBOX_PAGE=1, or while no e-mail or SMS provider is configured and both ROOT_DOMAIN and the request host are this machine (localhost, *.localhost, 127.0.0.1). A 404 on a real deployment.',
  request: { query: z.object({ recipient: z.string().max(254).optional() }) },
  responses: {
    200: jsonContent(OutboxListSchema, 'The 50 newest messages'),
    404: jsonContent(ErrorSchema, 'Hidden on a real deployment'),
  },
});

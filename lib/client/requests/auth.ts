import type {
  ActivateBody,
  ActivateResponse,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  Me,
  RegisterBody,
  RegisterResponse,
  ResendBody,
  ResetPasswordBody,
  UpdateContactBody,
  UserExistBody,
  UserExistResponse,
} from '@/lib/api/schemas/auth';
import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-result';

const auth = () => browserApiClient().api.auth;

/** The accounts API as the forms and the nav bar use it (spec 02 §7), through the typed client. */
export const authRequests = {
  register: (json: RegisterBody) => authResult<RegisterResponse>(auth().register.$post({ json })),
  activate: (json: ActivateBody) => authResult<ActivateResponse>(auth().activate.$post({ json })),
  activateLink: (key: string) =>
    authResult<ActivateResponse>(auth().activate[':key'].$post({ param: { key } })),
  resend: (json: ResendBody) => authResult<RegisterResponse>(auth().resend.$post({ json })),
  updateContact: (json: UpdateContactBody) =>
    authResult<RegisterResponse>(auth().contact.$post({ json })),
  userExists: (json: UserExistBody) =>
    authResult<UserExistResponse>(auth().users.exist.$post({ json })),
  login: (json: LoginBody) => authResult<LoginResponse>(auth().login.$post({ json })),
  me: () => authResult<Me>(auth().me.$get()),
  forgotPassword: (json: ForgotPasswordBody) =>
    authResult<unknown>(auth().password.forgot.$post({ json })),
  resetPassword: (json: ResetPasswordBody) =>
    authResult<unknown>(auth().password.reset.$post({ json })),
  changePassword: (json: ChangePasswordBody) =>
    authResult<unknown>(auth().password.change.$post({ json })),
};

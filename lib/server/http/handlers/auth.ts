import 'server-only';

import type { Context } from 'hono';

import {
  activateLinkRoute,
  activateRoute,
  changePasswordRoute,
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  meRoute,
  registerRoute,
  resendRoute,
  resetPasswordRoute,
  updateContactRoute,
  userExistRoute,
} from '@/lib/api/routes/auth';

import { activate, activateByLink } from '@/lib/server/accounts/activate';
import type { AccountDeps } from '@/lib/server/accounts/deps';
import { login } from '@/lib/server/accounts/login';
import { loadMe } from '@/lib/server/accounts/me';
import {
  changePassword,
  forgotPassword,
  resetPassword,
} from '@/lib/server/accounts/password-reset';
import { resendPin, updatePendingContact } from '@/lib/server/accounts/pending';
import { register } from '@/lib/server/accounts/register';
import { userExists } from '@/lib/server/accounts/user-exist';
import { endSession, readSessionCookie, startSession } from '@/lib/server/auth/session';
import { createDelivery, transportsFromEnv } from '@/lib/server/delivery/delivery';
import { requireUser } from '@/lib/server/auth/permissions';
import type { ApiEnv } from '../env';
import { requestMeta } from '../request-meta';
import { createRouter } from '../router';
import { trackingOf } from '../tracking-cookies';

function deps(c: Context<ApiEnv>): AccountDeps {
  const { db } = c.var.ctx;
  return { db, delivery: createDelivery(db, transportsFromEnv()) };
}

function signedInUserId(c: Context<ApiEnv>): string {
  return requireUser(c.var.ctx.actor).userId;
}

async function signIn(c: Context<ApiEnv>, userId: string) {
  const meta = requestMeta(c);
  await startSession(c, c.var.ctx.db, userId, { ip: meta.ip, userAgent: meta.userAgent });
}

/** Accounts: sign-up, PIN activation, login, logout, me, passwords (spec 02 §2–§5). */
export const authHandlers = createRouter()
  .openapi(registerRoute, async (c) =>
    c.json(await register(deps(c), c.req.valid('json'), requestMeta(c), trackingOf(c)), 201),
  )
  .openapi(activateRoute, async (c) => {
    const { userId, response } = await activate(deps(c), c.req.valid('json'), requestMeta(c));
    await signIn(c, userId);
    return c.json(response, 200);
  })
  .openapi(activateLinkRoute, async (c) => {
    const { userId, response } = await activateByLink(
      deps(c),
      c.req.valid('param').key,
      requestMeta(c),
    );
    await signIn(c, userId);
    return c.json(response, 200);
  })
  .openapi(resendRoute, async (c) =>
    c.json(await resendPin(deps(c), c.req.valid('json').code, requestMeta(c)), 200),
  )
  .openapi(updateContactRoute, async (c) => {
    const { code, ...change } = c.req.valid('json');
    return c.json(await updatePendingContact(deps(c), code, change, requestMeta(c)), 200);
  })
  .openapi(userExistRoute, async (c) =>
    c.json({ exist: await userExists(deps(c), c.req.valid('json'), requestMeta(c).ip) }, 200),
  )
  .openapi(loginRoute, async (c) => {
    const { userId } = await login(deps(c), c.req.valid('json'), requestMeta(c));
    await signIn(c, userId);
    return c.json({ user: await loadMe(c.var.ctx.db, userId) }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    await endSession(c, c.var.ctx.db);
    return c.body(null, 204);
  })
  .openapi(meRoute, async (c) => c.json(await loadMe(c.var.ctx.db, signedInUserId(c)), 200))
  .openapi(forgotPasswordRoute, async (c) => {
    await forgotPassword(deps(c), c.req.valid('json'), requestMeta(c));
    return c.body(null, 202);
  })
  .openapi(resetPasswordRoute, async (c) => {
    await resetPassword(deps(c), c.req.valid('json'), requestMeta(c));
    return c.body(null, 204);
  })
  .openapi(changePasswordRoute, async (c) => {
    await changePassword(deps(c), signedInUserId(c), readSessionCookie(c), c.req.valid('json'));
    return c.body(null, 204);
  });

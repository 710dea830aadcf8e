import 'server-only';

import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

import {
  allowHandoffRoute,
  authorizeHandoffRoute,
  startHandoffRoute,
} from '@/lib/api/routes/handoff';
import { HANDOFF_STATE_COOKIE } from '@/lib/domain/accounts/handoff-rules';
import { loadMe } from '@/lib/server/accounts/me';
import { authorizeHandoff } from '@/lib/server/auth/handoff/authorize-handoff';
import { redeemHandoffCode } from '@/lib/server/auth/handoff/redeem-handoff-code';
import { startHandoff } from '@/lib/server/auth/handoff/start-handoff';
import { handoffStateCookie } from '@/lib/server/auth/handoff/state-cookie';
import { readSessionCookie, startSession } from '@/lib/server/auth/session';
import type { ApiEnv } from '../env';
import { requestMeta } from '../request-meta';
import { createRouter } from '../router';

/** The host the request was sent to, as the CSRF check reads it. */
function requestHost(c: Context<ApiEnv>): string {
  return c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '';
}

/** The login hand-off between the platform's hosts (spec 02 §7 authorize / allow). */
export const handoffHandlers = createRouter()
  .openapi(startHandoffRoute, async (c) => {
    const { from, next } = c.req.valid('json');
    const start = await startHandoff(c.var.ctx.db, { from, next, ownHost: requestHost(c) });
    c.header('Set-Cookie', handoffStateCookie(start.state), { append: true });
    return c.json(start, 201);
  })
  .openapi(authorizeHandoffRoute, async (c) => {
    const body = c.req.valid('json');
    const answer = await authorizeHandoff(c.var.ctx.db, {
      ...body,
      sessionToken: readSessionCookie(c),
    });
    return c.json(answer, 200);
  })
  .openapi(allowHandoffRoute, async (c) => {
    const { db } = c.var.ctx;
    const { code, state } = c.req.valid('json');
    const { userId, origin } = await redeemHandoffCode(db, {
      code,
      state,
      cookieState: getCookie(c, HANDOFF_STATE_COOKIE),
      host: requestHost(c),
    });
    const meta = requestMeta(c);
    await startSession(
      c,
      db,
      userId,
      { ip: meta.ip, userAgent: meta.userAgent },
      new Date(),
      origin,
    );
    c.header('Set-Cookie', handoffStateCookie(null), { append: true });
    return c.json({ user: await loadMe(db, userId) }, 200);
  });

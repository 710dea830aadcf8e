/**
 * Who an operation is for, as OpenAPI security requirements on the session cookie.
 *
 * `SESSION_SCHEME` names the `apiKey`-in-cookie scheme the OpenAPI document declares
 * (lib/server/http/openapi-document.ts, with the cookie's name). Every route states one of these;
 * tests/integration/api-authorization.test.ts checks them against who may really call what.
 */
export const SESSION_SCHEME = 'session';

type SecurityRequirements = Record<string, string[]>[];

/** Needs a session: signed out (or expired) answers 401 `unauthorized`. */
export const signedIn: SecurityRequirements = [{ [SESSION_SCHEME]: [] }];

/** Anyone; a session, when sent, changes the answer (the viewer's permissions, hidden items). */
export const sessionOptional: SecurityRequirements = [{}, { [SESSION_SCHEME]: [] }];

/** Anyone; the session is not read (public reads, sign-up and login, webhooks). */
export const noSession: SecurityRequirements = [];

/**
 * A readable companion of the httpOnly session cookie: it only says "there may be a session", so
 * the cached pages' account island asks the API who is there only when there may be someone —
 * anonymous visitors make no request (and no 401 shows in their console). It grants nothing: the
 * API decides from the session cookie alone.
 */
export const SIGNED_IN_HINT_COOKIE = 'tienda_signed_in';

/**
 * The policy every served upload carries: an SVG opened on its own can run no script and load
 * nothing (sanitising on upload is the first wall, this the second). Shared by the route handler
 * and next.config.ts, whose site-wide headers would otherwise replace the handler's.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Where uploads are served, on every host. */
export const UPLOADS_PATH = '/uploads/';

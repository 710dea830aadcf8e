import { apiApp } from '@/lib/server/http/default-app';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Every `/api/…` request, rewritten here by next.config.ts: a static route, so Next never
 * percent-decodes the path into route params (a malformed escape such as `/api/shops/%ff` made
 * Next answer a plain-text 500 before any of our code ran). The request keeps its own URL, and
 * the API app reads it raw and answers every input, however malformed, with `{ code, message }`.
 */
const handle = (request: Request) => apiApp().fetch(request);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;

import { apiApp } from '@/lib/server/http/default-app';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = (request: Request) => apiApp().fetch(request);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;

/**
 * What the API answered a page form's call (the no-JavaScript forms that post to route handlers,
 * which call the API in process): its status and body, or null when it did not answer.
 */
export type FormAnswer = { status: number; body: unknown } | null;

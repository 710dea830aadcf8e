import 'server-only';

import type { FormAnswer } from '@/lib/domain/request/form-answer';

import { logger } from '../log/logger';

/**
 * The pieces every no-JavaScript page form shares (the cart page, the collaborators page): a
 * route handler reads the form, calls the API in process and answers a 303 to the page.
 */

/** A 303 to `location`, never cached. */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/** The form's fields as an object (a body that is not a form reads as no fields). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  try {
    const data = await request.formData();
    return Object.fromEntries(
      [...data.entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** The call's status and body (none for a 204); null, and logged as `what`, when the API did not answer. */
export async function formAnswerOf(
  what: string,
  call: () => Promise<{ status: number; json: () => Promise<unknown> }>,
): Promise<FormAnswer> {
  try {
    const res = await call();
    return {
      status: res.status,
      body: res.status === 204 ? null : await res.json().catch(() => null),
    };
  } catch (error) {
    logger.error({ err: error }, `${what} failed`);
    return null;
  }
}

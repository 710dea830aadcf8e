import type { ApiErrorBody } from '@/lib/api/schemas/common';

/** What an auth call answered: its data, or the API's `{ code, message, fields? }` with the status. */
export type AuthResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody & Record<string, unknown> };

/** A fetch Response or the typed client's answer. */
interface AnswerLike {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

const NETWORK_ERROR = { code: 'network_error', message: '' };

/** Reads a typed-client (or fetch) response as an AuthResult; a network failure is status 0. */
export async function authResult<T>(request: Promise<AnswerLike>): Promise<AuthResult<T>> {
  let response: AnswerLike;
  try {
    response = await request;
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const error =
    body && typeof body === 'object' && 'code' in body
      ? (body as ApiErrorBody & Record<string, unknown>)
      : { code: 'unknown', message: '' };
  return { ok: false, status: response.status, error };
}

/** Reads an answer, throwing on a failure (react-query then shows the list's empty state). */
export async function dataOf<T>(answer: Promise<AuthResult<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new Error(`${result.status} ${result.error.code}`);
  return result.data;
}

/** The first field error key of each field in a 422 answer. */
export function fieldErrorsOf(error: ApiErrorBody): Array<[field: string, key: string]> {
  return Object.entries(error.fields ?? {}).flatMap(([field, keys]) =>
    keys[0] ? [[field, keys[0]] as [string, string]] : [],
  );
}

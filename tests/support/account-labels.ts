/** A JSON answer of the API for a mocked fetch. */
export function jsonAnswer(status: number, body: unknown = {}) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

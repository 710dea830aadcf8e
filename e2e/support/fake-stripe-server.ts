// Stripe's API as a real HTTP server the e2e instance talks to (`STRIPE_API_URL`): the msw
// handlers the integration tests use (tests/support/stripe-*.ts) answer each request, so the
// browser tests exercise the same fake Stripe, over the network, from another process. Only
// Stripe's HTTP is faked; everything of ours runs as it does in production.
import http from 'node:http';

import { getResponse, type RequestHandler } from 'msw';

import { freePort } from '../../tests/support/free-port';

export interface FakeStripeServer {
  /** `http://127.0.0.1:{port}`: the instance's `STRIPE_API_URL`. */
  url: string;
  stop(): Promise<void>;
}

async function bodyOf(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Which fake answers a request (several fakes may each claim `POST /v1/payment_intents`): chosen
 * by its path and form body.
 */
export type PickFake = (path: string, body: string) => readonly RequestHandler[];

/** Serves the fakes `pick` chooses (written for `https://api.stripe.com`) on a free local port. */
export async function startFakeStripeServer(pick: PickFake): Promise<FakeStripeServer> {
  const server = http.createServer(async (incoming, outgoing) => {
    try {
      const body = await bodyOf(incoming);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const request = new Request(`https://api.stripe.com${incoming.url ?? '/'}`, {
        method: incoming.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const answer =
        (await getResponse([...pick(incoming.url ?? '/', body.toString('utf8'))], request)) ??
        Response.json(
          { error: { type: 'invalid_request_error', message: `No fake for ${request.url}` } },
          { status: 404 },
        );
      outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

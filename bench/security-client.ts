// HTTP from a chosen loopback address, so the server sees separate clients by their socket
// address (127.0.0.2, 127.0.0.3, …) as it would see separate visitors, with no proxy in front.
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface ClientRequest {
  method: string;
  /** Path and query as sent on the wire (malformed escapes kept). */
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | FormData;
}

async function wireBody(
  body: ClientRequest['body'],
): Promise<{ bytes?: Uint8Array; type?: string }> {
  if (body === undefined) return {};
  if (typeof body === 'string') return { bytes: Buffer.from(body) };
  if (body instanceof Uint8Array) return { bytes: body };
  // A form is encoded the way fetch would (boundary in the content type).
  const encoded = new Response(body);
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? undefined,
  };
}

/** A visitor at `address` (a loopback address of its own), keeping its session cookie. */
export class Client {
  private readonly agent: http.Agent;
  /** The cookies the server set (session, locale, …), by name. */
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly port: number,
    readonly address: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, localAddress: address });
  }

  async send(request: ClientRequest): Promise<Answer> {
    const { bytes, type } = await wireBody(request.body);
    // The request's own cookies (a fuzzed tracking cookie) go along with the kept ones.
    const cookie = [this.cookieHeader(), request.headers?.cookie].filter(Boolean).join('; ');
    const headers: Record<string, string> = {
      host: `localhost:${this.port}`,
      ...(type ? { 'content-type': type } : {}),
      ...request.headers,
      ...(cookie ? { cookie } : {}),
      ...(bytes ? { 'content-length': String(bytes.length) } : {}),
    };
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          agent: this.agent,
          method: request.method,
          path: request.url,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            this.keepCookies(res.headers['set-cookie'] ?? []);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString(),
            });
          });
          res.on('error', reject);
        },
      );
      req.setTimeout(30_000, () =>
        req.destroy(new Error(`timeout: ${request.method} ${request.url.slice(0, 80)}`)),
      );
      req.on('error', reject);
      req.end(bytes);
    });
  }

  /** A JSON call as the site's own pages make it (same-origin). */
  json(method: string, url: string, body?: unknown): Promise<Answer> {
    return this.send({
      method,
      url,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** Logs in (the session cookie is kept); answers the login's status. */
  async logIn(username: string, password: string): Promise<number> {
    return (await this.json('POST', '/api/auth/login', { username, password })).status;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (!name) continue;
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

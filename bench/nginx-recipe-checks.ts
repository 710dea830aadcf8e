// The recipe's checks through nginx (docs/operations.md, "Several instances behind nginx"):
// readiness, the platform and a shop's pages on the root domain and on the shop's sub-domain, the
// request id nginx gives, and where the upload size limit is enforced. Used by
// bench/kill-instance.ts.
import http from 'node:http';

import { send } from './shopping';
import { SHOP } from './targets';

/** GET through nginx with another Host (a shop's sub-domain): fetch cannot set Host. */
function statusWithHost(port: number, host: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, headers: { host } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * An upload over the app's image limit (UPLOAD_MAX_MB, 5 MB) but under nginx's
 * client_max_body_size, by the demo shop's owner: the app, not nginx, must refuse it (its JSON
 * 413 `image_too_large`); a body over nginx's 11 MB gets nginx's own 413.
 */
async function uploadLimits(url: string) {
  const login = await send(url, { ip: '198.51.100.7' }, 'POST', '/auth/login', {
    username: 'dueno.demo@tienda.test',
    password: 'Demo1234!',
  });
  const cookie = /tienda_session=[^;]*/.exec(login.setCookie)?.[0] ?? '';
  const upload = async (megabytes: number) => {
    const form = new FormData();
    form.append('kind', 'banner_desktop');
    form.append('shop', SHOP);
    form.append('file', new Blob([new Uint8Array(megabytes * 1_000_000)]), 'banner.png');
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${url}/api/gallery`, {
        method: 'POST',
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
        body: form,
      });
      text = await response.text();
    } catch {
      // nginx answers 413 as soon as the Content-Length is over its limit and closes the
      // connection: a client still sending may see only the close.
      return 'connection closed (nginx refused the body: see its error log)';
    }
    const code = /"code":"([^"]+)"/.exec(text)?.[1] ?? text.slice(0, 40).replace(/\s+/g, ' ');
    return `${response.status} ${code}`;
  };
  return { login: login.status, upload6MB: await upload(6), upload12MB: await upload(12) };
}

/** The recipe's checks through nginx: readiness, pages on the root domain and a shop's sub-domain. */
export async function checkThroughNginx(url: string, port: number, rootDomain: string) {
  const ready = await fetch(`${url}/api/health/ready`);
  const readyBody = (await ready.json()) as { status: string; build: string };
  const home = await fetch(`${url}/`);
  await home.arrayBuffer();
  const shopPage = await fetch(`${url}/tienda/${SHOP}`);
  await shopPage.arrayBuffer();
  const requestId = shopPage.headers.get('x-request-id');
  const subDomain = await statusWithHost(port, `${SHOP}.${rootDomain}`, '/');
  return {
    ready: `${ready.status} ${readyBody.status} (build ${readyBody.build})`,
    home: home.status,
    shopPage: shopPage.status,
    shopPageRequestId: requestId,
    shopSubDomain: subDomain,
    ...(await uploadLimits(url)),
  };
}

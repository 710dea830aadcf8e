import { afterEach, describe, expect, it, vi } from 'vitest';

import { logger } from '@/lib/server/log/logger';
import { logRequestError } from '@/lib/server/log/request-error';

const context = {
  routerKind: 'App Router',
  routePath: '/[locale]/s/[mode]/[scheme]/[shop]',
  routeType: 'render',
  renderSource: 'react-server-components',
  revalidateReason: undefined,
} as const;

function request(headers: Record<string, string | string[]> = {}) {
  return { path: '/es/tienda/basica?token=x', method: 'GET', headers };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logRequestError (instrumentation onRequestError)', () => {
  it('logs a page error once with its request id and route, however often Next reports it', () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('shop read answered 500'), { digest: '3374788747' });
    for (let i = 0; i < 4; i++)
      logRequestError(error, request({ 'x-request-id': 'lb-1' }), context);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      {
        err: error,
        requestId: 'lb-1',
        method: 'GET',
        path: '/es/tienda/basica',
        queryKeys: ['token'],
        route: '/[locale]/s/[mode]/[scheme]/[shop]',
        routeType: 'render',
        renderSource: 'react-server-components',
      },
      'request failed',
    );
  });

  it('leaves out a request id that is not a sane token (no front server in front)', () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    logRequestError(new Error('x'), request({ 'x-request-id': 'a\nb' }), context);
    expect(log.mock.calls[0]![0]).not.toHaveProperty('requestId');
  });
});

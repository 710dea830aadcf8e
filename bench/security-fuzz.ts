// The API fuzz of tests/integration/api-fuzz-*.test.ts, over HTTP against a running server: every
// operation of its OpenAPI document, anonymously and as a shop owner. Counts answers, judges none.
import fc from 'fast-check';

import { TRACKING_PARAMS } from '../lib/domain/request/tracking-cookies';
import { LOCALE_COOKIE } from '../lib/i18n/locales';
import { requestsFor } from '../tests/support/api-fuzz/fuzz-requests';
import { KnownValues } from '../tests/support/api-fuzz/known-values';
import {
  type OpenApiDocument,
  operationName,
  operationsOf,
} from '../tests/support/api-fuzz/openapi-operations';
import type { Answer, Client } from './security-client';

export interface FuzzFigures {
  operations: number;
  /** Requests per operation and caller. */
  runsPerCaller: number;
  requests: number;
  /** Answers of 500 or more (each a bug), by operation. */
  status5xx: number;
  operationsWith5xx: Record<string, number>;
  /** 4xx answers that were not JSON `{ code, message }`. */
  refusalsWithoutCode: number;
  /** The first few of them (request and answer), to find where they come from. */
  refusalsWithoutCodeSeen: string[];
  /** Requests that got no answer (reset, timeout). */
  networkErrors: number;
  /** Whether the owner's session held (it is renewed after an operation that ends it). */
  ownerSignedIn: boolean;
}

export interface FuzzCallers {
  anonymous: Client;
  owner: Client;
  /** Signs the owner in again (after a logout among the fuzzed operations); answers whether it worked. */
  signInOwner: () => Promise<boolean>;
}

function isCodedRefusal(answer: Answer): boolean {
  try {
    const body = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
    return typeof body.code === 'string' && typeof body.message === 'string';
  } catch {
    return false;
  }
}

function harvest(known: KnownValues, answer: Answer): void {
  if (
    answer.status >= 300 ||
    !String(answer.headers['content-type']).startsWith('application/json')
  )
    return;
  try {
    known.harvest(JSON.parse(answer.text));
  } catch {
    // Not JSON after all: nothing to learn.
  }
}

/** Ids and slugs of the demo data, read through the API, for requests that reach past "not found". */
async function knownValues(client: Client): Promise<KnownValues> {
  const known = new KnownValues();
  for (const slug of ['demo', 'moda']) known.add('slug', slug);
  known.add('shop', 'demo');
  for (const provider of ['paypal', 'stripe']) known.add('provider', provider);
  for (const url of [
    '/api/shops/demo/products?limit=20',
    '/api/shops/demo/catalogues',
    '/api/me/suppliers',
    '/api/orders',
  ]) {
    harvest(known, await client.send({ method: 'GET', url }));
  }
  return known;
}

export async function fuzzServer(
  callers: FuzzCallers,
  runsPerCaller: number,
): Promise<FuzzFigures> {
  const { anonymous, owner } = callers;
  const contract = JSON.parse(
    (await anonymous.send({ method: 'GET', url: '/api/openapi.json' })).text,
  ) as OpenApiDocument;
  let ownerSignedIn = await callers.signInOwner();
  const known = await knownValues(owner);
  const settings = {
    components: contract.components?.schemas ?? {},
    known: (name: string) => known.of(name),
    bodyCapBytes: 1_000_000,
    cookieNames: [...TRACKING_PARAMS.map((p) => p.cookie), LOCALE_COOKIE],
  };
  const figures: FuzzFigures = {
    operations: 0,
    runsPerCaller,
    requests: 0,
    status5xx: 0,
    operationsWith5xx: {},
    refusalsWithoutCode: 0,
    refusalsWithoutCodeSeen: [],
    networkErrors: 0,
    ownerSignedIn,
  };
  for (const op of operationsOf(contract)) {
    figures.operations++;
    for (const client of [anonymous, owner]) {
      for (const request of fc.sample(requestsFor(op, settings), runsPerCaller)) {
        figures.requests++;
        let answer: Answer;
        try {
          answer = await client.send(request);
        } catch {
          figures.networkErrors++;
          continue;
        }
        if (answer.status >= 500) {
          figures.status5xx++;
          const name = operationName(op);
          figures.operationsWith5xx[name] = (figures.operationsWith5xx[name] ?? 0) + 1;
        } else if (answer.status >= 400 && !isCodedRefusal(answer)) {
          figures.refusalsWithoutCode++;
          if (figures.refusalsWithoutCodeSeen.length < 5)
            figures.refusalsWithoutCodeSeen.push(
              `${request.method} ${request.url.slice(0, 120)} → ${answer.status} ${answer.text.slice(0, 80)}`,
            );
        } else harvest(known, answer);
      }
    }
    // A fuzzed logout (or password change) ends the owner's session: sign in again.
    if ((await owner.send({ method: 'GET', url: '/api/auth/me' })).status !== 200) {
      ownerSignedIn = (await callers.signInOwner()) && ownerSignedIn;
    }
  }
  figures.ownerSignedIn = ownerSignedIn;
  return figures;
}

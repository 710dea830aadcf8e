import { SESSION_SCHEME } from '@/lib/api/routes/security';
import { SESSION_COOKIE } from '@/lib/server/auth/session-token';
import { createApiApp } from '@/lib/server/http/app';
import { apiDocument } from '@/lib/server/http/openapi-document';

/**
 * The published contract is one a client can be generated from: every operation named once, the
 * session cookie declared. `npm run lint:api` lints the same document with Redocly (in `check`);
 * tests/integration/api-authorization checks each operation's security against who may call it.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  responses?: Record<string, { description: string }>;
};

// Building the document runs no middleware: the database is never asked for.
const document = apiDocument(
  createApiApp({ database: () => Promise.reject(new Error('not used')) }),
);

const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = (item as Record<string, Operation | undefined>)[method];
    return operation ? [{ name: `${method.toUpperCase()} ${path}`, ...operation }] : [];
  }),
);

describe('the OpenAPI document', () => {
  it('names every operation with a unique camelCase operationId', () => {
    expect(operations.length).toBeGreaterThan(90);
    const unnamed = operations.filter((op) => !op.operationId).map((op) => op.name);
    expect(unnamed).toEqual([]);
    const notCamelCase = operations.filter((op) => !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId!));
    expect(notCamelCase.map((op) => `${op.name}: ${op.operationId}`)).toEqual([]);
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('documents the refusals of the API edge on every operation: 400 bad_request and 413 payload_too_large', () => {
    const missing = operations.filter(
      (op) =>
        !op.responses?.['400']?.description.includes('bad_request') ||
        !op.responses?.['413']?.description.includes('payload_too_large'),
    );
    expect(missing.map((op) => op.name)).toEqual([]);
    const webhook = operations.find((op) => op.operationId === 'stripeWebhook');
    expect(webhook?.responses?.['400']?.description).toContain('invalid_signature');
  });

  it('declares the session cookie as an apiKey security scheme', () => {
    expect(document.components?.securitySchemes?.[SESSION_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
  });

  it('states the security of every operation, with declared schemes only', () => {
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    for (const op of operations) {
      expect(op.security, op.name).toBeDefined();
      for (const requirement of op.security!)
        for (const scheme of Object.keys(requirement)) expect(schemes, op.name).toContain(scheme);
    }
  });

  it('has servers, and declares with a description every tag an operation uses', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const op of operations)
      for (const tag of op.tags ?? []) expect(declared.get(tag), `${op.name}: ${tag}`).toBeTruthy();
  });
});

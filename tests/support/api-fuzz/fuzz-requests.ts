import fc from 'fast-check';

import {
  deepJsonText,
  encodeLoosely,
  hostileHeaderValue,
  hostileJson,
  hostileJsonOf,
  hostileSegment,
  hostileText,
  poisoned,
} from './hostile-values';
import { type JsonSchema, type SchemaContext, valueFor } from './json-schema-values';
import type { Operation, Parameter } from './openapi-operations';

/** A request as it goes on the wire: the path raw (malformed escapes kept), the body as bytes or a form. */
export interface FuzzRequest {
  method: string;
  /** Path and query, e.g. `/api/shops/%ff?limit=-1`. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
}

export interface FuzzSettings {
  components: Record<string, JsonSchema>;
  /** Known good values by parameter or field name (the rows the fuzz set up); anything else draws from all of them. */
  known: (name: string) => readonly string[];
  /** The API's JSON body cap, in bytes: some bodies go just past it. */
  bodyCapBytes: number;
  /** Cookies the API reads besides the session (tracking, locale): sent with hostile values now and then. */
  cookieNames: readonly string[];
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
];

const hostileInUrl = hostileJsonOf(hostileText);

function context(
  settings: FuzzSettings,
  hostileWeight: number,
  where: 'url' | 'body',
): SchemaContext {
  const hostile = where === 'url' ? hostileInUrl : hostileJson;
  return {
    components: settings.components,
    known: settings.known,
    hostileWeight,
    hostile,
    depth: 0,
  };
}

/** A parameter's value as text: near what its schema allows (known ids first), or hostile. */
function parameterText(param: Parameter, settings: FuzzSettings): fc.Arbitrary<string> {
  return valueFor(param.schema, context(settings, 2, 'url'), param.name).map((value) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );
}

/** A known or near-valid parameter value with NUL or a lone surrogate inside, encoded. */
function poisonedText(param: Parameter, settings: FuzzSettings): fc.Arbitrary<string> {
  return poisoned(parameterText(param, settings)).map((value) => encodeLoosely(String(value)));
}

function pathArbitrary(op: Operation, settings: FuzzSettings): fc.Arbitrary<string> {
  const segments = op.pathParams.map((param) =>
    fc.oneof(
      { weight: 6, arbitrary: parameterText(param, settings).map(encodeLoosely) },
      { weight: 2, arbitrary: poisonedText(param, settings) },
      { weight: 3, arbitrary: hostileSegment },
    ),
  );
  return fc.tuple(...segments).map((values) => {
    let path = op.path;
    op.pathParams.forEach((param, i) => (path = path.replace(`{${param.name}}`, values[i]!)));
    return path;
  });
}

function queryArbitrary(op: Operation, settings: FuzzSettings): fc.Arbitrary<string> {
  const entry = (param: Parameter) =>
    fc.option(
      fc
        .oneof(
          { weight: 5, arbitrary: parameterText(param, settings).map(encodeLoosely) },
          { weight: 1, arbitrary: poisonedText(param, settings) },
          { weight: 2, arbitrary: hostileSegment },
        )
        .map((value) => `${param.name}=${value}`),
      { freq: 2 },
    );
  const unknown = fc.option(
    fc.tuple(hostileSegment, hostileSegment).map(([name, value]) => `${name}=${value}`),
    { freq: 4 },
  );
  return fc
    .tuple(fc.tuple(...op.query.map(entry)), unknown, fc.boolean())
    .map(([entries, extra, twice]) => {
      const parts = [...entries, extra].filter((part): part is string => part !== null);
      // The same key twice: arrays where a route reads one value.
      if (twice && parts[0]) parts.push(parts[0]);
      return parts.length ? `?${parts.join('&')}` : '';
    });
}

/** A `Cookie` header with some of the API's cookies set to hostile or odd values, or none. */
function cookieArbitrary(settings: FuzzSettings): fc.Arbitrary<string | null> {
  if (settings.cookieNames.length === 0) return fc.constant(null);
  const value = fc.oneof(hostileSegment, fc.constantFrom('es', 'en', 'verano', ''));
  return fc.option(
    fc
      .subarray([...settings.cookieNames], { minLength: 1 })
      .chain((names) => fc.tuple(...names.map((name) => value.map((v) => `${name}=${v}`))))
      .map((pairs) => pairs.join('; ')),
    { freq: 3 },
  );
}

function headersArbitrary(
  op: Operation,
  settings: FuzzSettings,
): fc.Arbitrary<Record<string, string>> {
  const declared = op.headers.map((param) =>
    fc.option(
      fc.oneof(
        {
          weight: 4,
          arbitrary: parameterText(param, settings).map((v) => v.replace(/[^\x20-\x7e]/g, '?')),
        },
        { weight: 2, arbitrary: hostileHeaderValue },
      ),
      { freq: 5 },
    ),
  );
  return fc
    .tuple(...declared)
    .map((values) =>
      Object.fromEntries(
        op.headers.flatMap((param, i) => (values[i] === null ? [] : [[param.name, values[i]!]])),
      ),
    );
}

/** A JSON body: near the schema, with hostile values inside, of the wrong kind, too deep, too big, or not JSON at all. */
function jsonBody(schema: JsonSchema, settings: FuzzSettings): fc.Arbitrary<string | Uint8Array> {
  const text = (value: unknown) => JSON.stringify(value) ?? 'null';
  return fc.oneof(
    { weight: 4, arbitrary: valueFor(schema, context(settings, 0, 'body')).map(text) },
    { weight: 4, arbitrary: poisoned(valueFor(schema, context(settings, 0, 'body'))).map(text) },
    { weight: 5, arbitrary: valueFor(schema, context(settings, 1, 'body')).map(text) },
    { weight: 2, arbitrary: hostileJson.map(text) },
    { weight: 1, arbitrary: deepJsonText },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{"a":',
        '{"a":"\\u0000"}',
        '{"a":"\\ud800"}',
        '"\\u0000"',
        '{"__proto__":{"admin":true}}',
        `{"name":"${'x'.repeat(settings.bodyCapBytes)}"}`,
        `{"name":"${'x'.repeat(settings.bodyCapBytes - 100)}"}`,
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  );
}

function multipartBody(schema: JsonSchema, settings: FuzzSettings): fc.Arbitrary<FormData> {
  const properties = Object.entries(
    (schema.$ref ? settings.components[schema.$ref.replace('#/components/schemas/', '')] : schema)
      ?.properties ?? {},
  );
  const field = ([name, property]: [string, JsonSchema]): fc.Arbitrary<string | File | null> =>
    fc.option<string | File>(
      property.format === 'binary'
        ? fc
            .tuple(fc.uint8Array({ maxLength: 256 }), hostileText)
            .map(([bytes, fileName]) => new File([bytes], fileName))
        : valueFor(property, context(settings, 2, 'body'), name).map((value) =>
            typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
          ),
      { freq: 6 },
    );
  return fc.tuple(...properties.map(field)).map((values) => {
    const form = new FormData();
    properties.forEach(([name], i) => {
      const value = values[i];
      if (value !== null && value !== undefined) form.append(name, value);
    });
    return form;
  });
}

function bodyArbitrary(
  op: Operation,
  settings: FuzzSettings,
): fc.Arbitrary<{ body?: string | Uint8Array | FormData; contentType?: string }> {
  if (op.method === 'GET') return fc.constant({});
  const schema = op.body?.schema ?? { type: 'object' };
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom(...JSON_TYPES) },
  );
  const sent = fc.record({ body: jsonBody(schema, settings), contentType });
  if (op.body?.mediaType === 'multipart/form-data') {
    // Forms mostly; now and then JSON where a form is expected.
    const form = multipartBody(op.body.schema, settings).map((body) => ({ body }));
    return fc.oneof({ weight: 4, arbitrary: form }, { weight: 1, arbitrary: sent });
  }
  // Operations without a body get one now and then anyway.
  return op.body ? sent : fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, sent);
}

/** Requests for one operation: hostile path values, query values, headers and bodies, with near-valid ones mixed in to reach deeper. */
export function requestsFor(op: Operation, settings: FuzzSettings): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(op, settings),
      query: queryArbitrary(op, settings),
      headers: headersArbitrary(op, settings),
      cookie: cookieArbitrary(settings),
      body: bodyArbitrary(op, settings),
    })
    .map(({ path, query, headers, cookie, body }) => ({
      method: op.method,
      url: `${path}${query}`,
      headers: {
        'sec-fetch-site': 'same-origin',
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
      },
      ...(body.body === undefined ? {} : { body: body.body }),
    }));
}

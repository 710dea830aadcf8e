import fc from 'fast-check';

import { hostileText } from './hostile-values';

/** The part of JSON Schema (OpenAPI 3.1) the API's contract uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  example?: unknown;
  default?: unknown;
}

export interface SchemaContext {
  /** `#/components/schemas/…` targets. */
  components: Record<string, JsonSchema>;
  /** Known good values by field name (`slug`, `product_id`): ids of the test's own rows. */
  known: (name: string) => readonly string[];
  /** How often a node is replaced by a hostile value (0: a value the schema allows, or close). */
  hostileWeight: number;
  /** The hostile values (shorter ones for URLs). */
  hostile: fc.Arbitrary<unknown>;
  /** How deep the value being built is. */
  depth: number;
}

function resolve(schema: JsonSchema, ctx: SchemaContext): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return ctx.components[name] ?? {};
}

/** `^[A-Za-z0-9_-]+$`: one character class repeated, the most common pattern of the contract. */
const REPEATED_CLASS = /^\^(\[[^\]]+\])[+*]\$$/;

/**
 * Texts matching a contract's pattern within its length limits, or none where fast-check cannot
 * build them (lookaheads). A repeated class is built to length, not filtered: filtering for a
 * 20-character minimum would almost never pass.
 */
function matching(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  if (!schema.pattern) return undefined;
  const [minLength, maxLength] = [schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 100)];
  try {
    const repeated = REPEATED_CLASS.exec(schema.pattern)?.[1];
    if (repeated) {
      const unit = fc.stringMatching(new RegExp(`^${repeated}$`));
      return fc.string({
        unit,
        minLength: Math.max(minLength, 1),
        maxLength: Math.max(maxLength, 1),
      });
    }
    return fc.stringMatching(new RegExp(schema.pattern));
  } catch {
    return undefined;
  }
}

function stringValue(schema: JsonSchema, name: string, ctx: SchemaContext): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [];
  // Read when a value is drawn: the list grows as the run goes on.
  const known = fc.nat().chain((n) => {
    const list = ctx.known(name);
    return list.length ? fc.constant(list[n % list.length]!) : fc.string({ maxLength: 8 });
  });
  options.push(known, known);
  if (typeof schema.example === 'string') options.push(fc.constant(schema.example));
  if (schema.format === 'email') options.push(fc.emailAddress());
  const matches = matching(schema);
  if (matches) options.push(matches);
  options.push(
    fc.string({
      minLength: Math.min(schema.minLength ?? 0, 40),
      maxLength: Math.max(
        Math.min(schema.maxLength ?? 40, 40),
        Math.min(schema.minLength ?? 0, 40),
      ),
    }),
  );
  return fc.oneof(...options);
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = schema.maximum ?? Math.max(min + 1000, 1000);
  const inside = integer
    ? fc.integer({
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.min(max, Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ min, max, noNaN: true });
  // Just past each limit, where off-by-one rules live.
  return fc.oneof({ weight: 4, arbitrary: inside }, fc.constantFrom(min - 1, max + 1, min, max));
}

function objectValue(
  schema: JsonSchema,
  ctx: SchemaContext,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    properties.map(([key, value]) => [key, valueFor(value, ctx, key)]),
  );
  const requiredKeys =
    ctx.hostileWeight === 0
      ? properties.map(([key]) => key).filter((key) => required.has(key))
      : [];
  const record = fc.record(model, { requiredKeys });
  if (ctx.hostileWeight === 0) return record;
  // Unknown keys too, some of them hostile.
  return fc
    .tuple(record, fc.dictionary(hostileText, ctx.hostile, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

function valueOfType(
  type: string,
  schema: JsonSchema,
  ctx: SchemaContext,
  name: string,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringValue(schema, name, ctx);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => valueFor(item, ctx, name)));
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      return fc.array(valueFor(schema.items ?? {}, ctx, name), {
        minLength: Math.min(schema.minItems ?? 0, maxLength),
        maxLength,
      });
    }
    case 'object':
      return objectValue(schema, ctx);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values close to what `schema` allows (the field `name` draws known ids), with hostile ones mixed in at `ctx.hostileWeight`. */
export function valueFor(raw: JsonSchema, ctx: SchemaContext, name = ''): fc.Arbitrary<unknown> {
  const schema = resolve(raw, ctx);
  // A schema that refers to itself would never end: deep enough is any JSON.
  if (ctx.depth > 8) return fc.jsonValue({ maxDepth: 1 });
  const inner = { ...ctx, depth: ctx.depth + 1 };
  let near: fc.Arbitrary<unknown>;
  const variants = schema.anyOf ?? schema.oneOf;
  if (schema.enum?.length) near = fc.constantFrom(...schema.enum);
  else if ('const' in schema) near = fc.constant(schema.const);
  else if (variants?.length)
    near = fc.oneof(...variants.map((variant) => valueFor(variant, inner, name)));
  else if (schema.allOf?.length) near = valueFor(schema.allOf[0]!, inner, name);
  else if (Array.isArray(schema.type))
    near = fc.oneof(...schema.type.map((type) => valueOfType(type, schema, inner, name)));
  else if (schema.type) near = valueOfType(schema.type, schema, inner, name);
  else if (schema.properties) near = objectValue(schema, inner);
  else near = fc.jsonValue({ maxDepth: 2 });
  if (ctx.hostileWeight === 0) return near;
  return fc.oneof(
    { weight: 6, arbitrary: near },
    { weight: ctx.hostileWeight, arbitrary: ctx.hostile },
  );
}

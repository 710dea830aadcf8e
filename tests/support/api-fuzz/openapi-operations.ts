import type { JsonSchema } from './json-schema-values';

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  /** The path template (`/api/shops/{slug}`). */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  body?: { mediaType: string; schema: JsonSchema; required: boolean };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function parametersIn(op: OperationObject, where: ParameterObject['in']): Parameter[] {
  return (op.parameters ?? [])
    .filter((p) => p.in === where)
    .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema ?? {} }));
}

/** Every operation of the document, in its order: a new route is fuzzed as soon as it is in the contract. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => {
        const [mediaType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
        return {
          method: method.toUpperCase(),
          path,
          pathParams: parametersIn(op, 'path'),
          query: parametersIn(op, 'query'),
          headers: parametersIn(op, 'header'),
          ...(mediaType
            ? {
                body: {
                  mediaType,
                  schema: content?.schema ?? {},
                  required: Boolean(op.requestBody?.required),
                },
              }
            : {}),
        };
      }),
  );
}

/** `GET /api/shops/{slug}`: how tests and reports name an operation. */
export function operationName(op: Pick<Operation, 'method' | 'path'>): string {
  return `${op.method} ${op.path}`;
}

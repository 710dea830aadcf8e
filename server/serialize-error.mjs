// How an error is written to the log: one object with its name, message, stack and cause, and for
// a database error what identifies the failure (the SQL text, the PostgreSQL code, the constraint)
// without the values the query carried. drizzle's DrizzleQueryError puts its parameters in its
// message ("Failed query: …\nparams: a@b.c,secret"), so in its stack too; pino's own serializer
// would copy them, and every other own property (`params`, pg's `detail`), verbatim.

/** A cause chain deeper than this is cut (and a cycle cannot loop). */
const MAX_CAUSE_DEPTH = 3;

/** PostgreSQL fields that name the failure without quoting a row's values (`detail` does quote them). */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'];

const DRIZZLE_QUERY_MESSAGE = 'Failed query: ';

/** drizzle's wrapper of a failed query: the SQL text (placeholders, no values) and its parameters. */
function isFailedQuery(error) {
  return typeof error.query === 'string' && error.message.startsWith(DRIZZLE_QUERY_MESSAGE);
}

/**
 * PostgreSQL's data exceptions (class 22) quote the offending value in their message
 * (`invalid input syntax for type uuid: "…"`): the quoted text is dropped.
 */
function safeMessage(error) {
  if (isFailedQuery(error)) return 'Failed query';
  if (typeof error.code === 'string' && error.code.startsWith('22'))
    return error.message.replace(/"[^"]*"/g, '"[redacted]"');
  return error.message;
}

/** The stack's frames under the safe first line (the original first lines repeat the message). */
function safeStack(error, headline) {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join('\n');
}

function serialize(error, depth) {
  if (!(error instanceof Error)) {
    // A thrown non-error (a string, a plain object): its type only, since its content is unknown.
    return {
      name: typeof error,
      message: typeof error === 'string' ? error : String(error?.constructor?.name ?? error),
    };
  }
  const name = error.name;
  const message = safeMessage(error);
  const fields = { name, message, stack: safeStack(error, `${name}: ${message}`) };
  if (isFailedQuery(error)) {
    fields.sql = error.query;
    if (Array.isArray(error.params)) fields.paramCount = error.params.length;
  }
  for (const key of DATABASE_FIELDS) {
    const value = error[key];
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  // Next's render errors reach onRequestError with a digest that names them in the page's HTML.
  if (typeof error.digest === 'string') fields.digest = error.digest;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    fields.cause = serialize(error.cause, depth + 1);
  return fields;
}

/** The log object of `error` (pino's `err` serializer). */
export function serializeError(error) {
  return serialize(error, 0);
}

// The process's logger: JSON lines on stdout (one object per line, for a log shipper), or readable
// lines when a person watches (a terminal, or LOG_FORMAT=pretty). The front server logs through it,
// and the app too (lib/server/log/logger.ts): one format, one level, one redaction for both.
import pino from 'pino';
import pretty from 'pino-pretty';
import { z } from 'zod';

import { currentRequestId } from './request-context.mjs';
import { serializeError } from './serialize-error.mjs';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const logSettingsSchema = z.object({
  LOG_LEVEL: z
    .enum(LEVELS, { error: `LOG_LEVEL must be one of ${LEVELS.join(', ')}` })
    .default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).optional(),
});

/**
 * Fields no log line may show as they are: query parameters, passwords and credentials, wherever
 * a caller puts them in the object it logs (one level deep). Errors go through serializeError,
 * which keeps only what names the failure.
 */
export const REDACTED_PATHS = [
  'params',
  'parameters',
  'password',
  '*.params',
  '*.parameters',
  '*.password',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
];

/**
 * LOG_LEVEL (default info; e2e runs use warn) and LOG_FORMAT (json, or pretty; unset: pretty on a
 * terminal, else json). A wrong value stops the start with the variable's name.
 */
export function logSettings(env = process.env, stdoutIsTerminal = process.stdout.isTTY === true) {
  const settings = logSettingsSchema.parse({
    LOG_LEVEL: env.LOG_LEVEL?.trim() || undefined,
    LOG_FORMAT: env.LOG_FORMAT?.trim() || undefined,
  });
  return {
    level: settings.LOG_LEVEL,
    format: settings.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json'),
  };
}

/**
 * A logger writing to `destination` (stdout by default; tests pass a stream to read the lines).
 * Writes are synchronous: a line written before `process.exit` (a signal, a failed start) is not
 * lost, and pino-pretty runs in this thread rather than a worker thread, which a bundled Next
 * server could not start.
 */
export function createLogger({ level, format, destination } = logSettings()) {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: {
      // `logger.error(error)` would make the error's own message the line's: drizzle's carries
      // the query's values. The line takes the redacted one instead.
      logMethod(args, write) {
        const [first, ...rest] = args;
        if (!(first instanceof Error)) return write.apply(this, args);
        const message = typeof rest[0] === 'string' ? rest.shift() : serializeError(first).message;
        return write.apply(this, [{ err: first }, message, ...rest]);
      },
    },
    // Every line written while serving a request carries its id (the front server sets it).
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  if (format === 'pretty')
    return pino(
      options,
      pretty({
        sync: true,
        destination: destination ?? 1,
        ignore: 'pid,hostname',
        translateTime: 'SYS:HH:MM:ss.l',
      }),
    );
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/** The logger of this process, as LOG_LEVEL and LOG_FORMAT say. */
export const logger = createLogger();

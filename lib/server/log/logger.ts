import 'server-only';

/**
 * The app's logger: the process's own (server/logger.mjs), so the app's lines and the front
 * server's share one format, level and redaction, and every line written while a request is
 * served carries its `requestId`. Log errors as `logger.error({ err }, 'what failed')`: the error
 * serializer keeps its name, message, stack and PostgreSQL code and drops query values.
 */
export { logger } from '@/server/logger.mjs';

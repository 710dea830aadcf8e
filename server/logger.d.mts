import type { DestinationStream, Logger } from 'pino';

export type LogFormat = 'json' | 'pretty';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface LogSettings {
  level: LogLevel;
  format: LogFormat;
  destination?: DestinationStream;
}

export const REDACTED_PATHS: string[];
export function logSettings(
  env?: Record<string, string | undefined>,
  stdoutIsTerminal?: boolean,
): LogSettings;
export function createLogger(settings?: LogSettings): Logger;
export const logger: Logger;

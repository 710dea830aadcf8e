export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  sql?: string;
  paramCount?: number;
  code?: string | number;
  constraint?: string;
  table?: string;
  column?: string;
  digest?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

export function serializeError(error: unknown): SerializedError;

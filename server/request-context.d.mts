export function runWithRequestContext<T>(context: { requestId: string }, serve: () => T): T;
export function currentRequestId(): string | undefined;

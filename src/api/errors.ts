/**
 * The spec's error types (§8). `HttpError`: a failed call — `code` is the HTTP status (0 when no
 * response came), `message` the server's message when it sent one, `url` the request's URL.
 * `AppError`: what the studio failed to do, with a cause chain printed as 'Caused by:' lines.
 */
export class HttpError<TBody = unknown> extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly code: number,
    message: string,
    readonly url: string,
    /** The parsed error body (the contract's Error schema) when the server sent one. */
    readonly body?: TBody,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A request cancelled before it finished (TanStack Query cancels superseded queries). */
export class RequestCancelledError extends Error {
  override readonly name = 'RequestCancelledError';
  constructor(readonly url: string) {
    super('Query was cancelled');
  }
}

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }

  /** The message and every cause below it, one 'Caused by:' line each. */
  override toString(): string {
    return formatErrorChain(this);
  }
}

function describe(error: unknown): string {
  if (error instanceof HttpError) return `HttpError ${error.code} ${error.url}: ${error.message}`;
  if (error instanceof AppError) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** `message`, then `Caused by: …` for each cause in the chain (at most 10 deep). */
export function formatErrorChain(error: unknown): string {
  const lines = [describe(error)];
  let cause = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; cause !== undefined && depth < 10; depth += 1) {
    lines.push(`Caused by: ${describe(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return lines.join('\n');
}

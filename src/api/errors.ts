import { ErrorReason } from '../generated/model/errorReason';

/**
 * The spec's error types (§8). `HttpError`: a failed call — `code` is the HTTP status (0 when no
 * response came), `message` the server's message when it sent one, `url` the request's URL, and for a
 * 429 the `Retry-After` wait in seconds when the server said. `AppError`: what the studio failed to
 * do, with a cause chain printed as 'Caused by:' lines.
 */
export class HttpError<TBody = unknown> extends Error {
  override readonly name = 'HttpError';
  /** Seconds the server asked to wait before calling again (its `Retry-After`), when it sent one. */
  readonly retryAfterSeconds?: number;
  constructor(
    readonly code: number,
    message: string,
    readonly url: string,
    /** The parsed error body (the contract's Error schema) when the server sent one. */
    readonly body?: TBody,
    options?: ErrorOptions & { retryAfterSeconds?: number | undefined },
  ) {
    super(message, options);
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * A `Retry-After` header in seconds: delay-seconds ('120') or an HTTP date (RFC 9110 §10.2.3), a date
 * in the past being 0. Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ('Sun, 06 Nov 1994 08:49:37 GMT'); '-5' is no date.
  if (!/^[A-Za-z]{3}/.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The HTTP 403 status: the caller may not do this (the contract's Error body says why in `reason`). */
export const FORBIDDEN = 403;

/** A refusal (403): never retried; a page shows the access-denied page, an action says why (`forbiddenReason`). */
export const isForbidden = (error: unknown): error is HttpError => error instanceof HttpError && error.code === FORBIDDEN;

/**
 * Why a 403 was refused, from the contract's Error body (`reason`: TENANT_FORBIDDEN, ROLE_FORBIDDEN,
 * EDIT_PERMISSION_REQUIRED, IP_FORBIDDEN); undefined for any other error or a reason this client does not know.
 */
export function forbiddenReason(error: unknown): ErrorReason | undefined {
  if (!isForbidden(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const reason = (error.body as { reason?: unknown }).reason;
  return typeof reason === 'string' && Object.hasOwn(ErrorReason, reason) ? (reason as ErrorReason) : undefined;
}

/** The HTTP 429 status: the caller sent too many requests (the contract's TooManyRequests). */
export const TOO_MANY_REQUESTS = 429;

export const isTooManyRequests = (error: unknown): error is HttpError => error instanceof HttpError && error.code === TOO_MANY_REQUESTS;

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

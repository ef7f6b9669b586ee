import type { ErrorEnvelope } from '../../shared/errors.ts';

type ErrorDetails = ErrorEnvelope['errors'][number]['details'];

/**
 * A failed answer of the API, read from the error envelope (DESIGN.md, Errors). Made by
 * lib/error-envelope.ts, which loads with the first error: the first screen carries neither.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly details: ErrorDetails = { base: [] },
    /** Facts sent with the error, e.g. `total_price` after a price change. */
    readonly meta: Record<string, unknown> = {},
  ) {
    super(title);
  }

  /** Whether `details.base` names this machine-readable reason (shared/errors.ts ERROR_REASONS). */
  hasReason(reason: string): boolean {
    return this.details.base.some((detail) => detail.code === reason);
  }
}

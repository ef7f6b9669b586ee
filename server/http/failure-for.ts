import { HTTPException } from 'hono/http-exception';
import { ERROR_CODES } from '../../shared/errors.ts';
import { DomainError } from '../domain/errors.ts';
import { CODE_MESSAGES } from './code-messages.ts';
import { domainFailure } from './domain-failure.ts';
import { ApiFailure } from './failure.ts';
import { TITLES } from './messages.ts';

/**
 * SQLSTATEs of a transaction the database gave up on because another one held what it needed:
 * a deadlock (40P01) or a serialization failure (40001). The transaction was rolled back whole,
 * so the same request sent again can succeed.
 */
const TRANSIENT_SQLSTATES = new Set(['40P01', '40001']);

/** Whether an error (or an error it wraps) is a transaction the database rolled back for a conflict. */
export function isTransientConflict(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && TRANSIENT_SQLSTATES.has(code)) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}

/** The answer for any error a handler let through: its own, a domain refusal's, a conflict's (409, try again), else 500. */
export function failureFor(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const refusal = error instanceof DomainError ? domainFailure(error) : null;
  if (refusal) return refusal;
  if (error instanceof HTTPException && error.status === 413) {
    return new ApiFailure(422, ERROR_CODES.invalid, TITLES.invalidInput, [{ code: 'body_too_large', message: TITLES.invalidInput }]);
  }
  if (isTransientConflict(error)) {
    return new ApiFailure(409, ERROR_CODES.busy, TITLES.conflictRetry, [{ code: 'concurrent_change', message: TITLES.conflictRetry }]);
  }
  console.error(error);
  return new ApiFailure(500, ERROR_CODES.processing, CODE_MESSAGES[ERROR_CODES.processing]!);
}

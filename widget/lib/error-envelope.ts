import { safeParse } from 'valibot';
import type { CallDeclaration } from '../../shared/api/define.ts';
import { ERROR_CODES } from '../../shared/error-codes.ts';
import { ErrorEnvelopeSchema } from '../../shared/error-envelope.ts';
import type { ErrorEnvelope } from '../../shared/errors.ts';
import type { ApiClientConfig, Retry } from './api-client.ts';
import { ApiError } from './api-error.ts';

/**
 * The first error of a failed answer's body when it is our error envelope, else null (a proxy's
 * page, say). The raw details are returned: they keep the field keys the schema does not list.
 * Loaded with the first error (lib/api-client.ts), so valibot stays off the first screen.
 */
export function firstError(body: unknown): ErrorEnvelope['errors'][number] | null {
  return safeParse(ErrorEnvelopeSchema, body).success ? (body as ErrorEnvelope).errors[0]! : null;
}

/** Spec 2 §8.1: whether an error's code says the identity session expired (a new one, and the call retried). */
export function isSessionExpired(code: string): boolean {
  return code === ERROR_CODES.sessionExpired;
}

/** What the first attempt of a call was sent with, when it may still be retried. */
export type FirstAttempt = { token: string | null | undefined; config: Pick<ApiClientConfig, 'memberRefused'> };

/**
 * The error of a failed answer, and whether the call is sent once more (only after its first
 * attempt): spec 2 §8.1, a 403 "4000" (identity session expired) gets a new client session; a
 * 401 to a call sent with the member's token is for `memberRefused` to judge (the token
 * refreshed after 1400; 3401 and 3402 sign the member out).
 */
export async function readFailure(
  response: Response,
  body: unknown,
  call: CallDeclaration,
  first: FirstAttempt | null,
): Promise<{ error: ApiError; retry: Retry }> {
  const found = firstError(body);
  const error = found
    ? new ApiError(response.status, found.code, found.title, found.details, found.meta ?? {})
    : new ApiError(response.status, '', response.statusText || `HTTP ${response.status}`);
  let retry: Retry = null;
  if (first && error.status === 403 && call.session && isSessionExpired(error.code)) retry = 'session';
  if (first?.token && error.status === 401 && (await first.config.memberRefused?.(error, call))) retry = 'member';
  return { error, retry };
}

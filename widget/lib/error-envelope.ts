import { safeParse } from 'valibot';
import { ERROR_CODES } from '../../shared/error-codes.ts';
import { ErrorEnvelopeSchema } from '../../shared/error-envelope.ts';
import type { ErrorEnvelope } from '../../shared/errors.ts';

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

import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '../../shared/errors.ts';

/** A reason inside a failure: a machine key and a translatable sentence. */
export type FailureReason = { code: string; message: MessageDescriptor; values?: Record<string, unknown> };

/**
 * A failed call, thrown by handlers and domain code and turned into the error envelope
 * (DESIGN.md, Errors) in the request's language by the error handler.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503,
    readonly code: ErrorCode,
    readonly title: MessageDescriptor,
    readonly reasons: FailureReason[] = [],
    readonly fields: Record<string, FailureReason[]> = {},
    readonly values?: Record<string, unknown>,
    /** Machine-readable facts sent with the error (the envelope's `meta`). */
    readonly meta?: Record<string, unknown>,
  ) {
    super(title.message ?? title.id);
  }
}

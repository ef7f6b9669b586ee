import type { BaseIssue } from 'valibot';
import { ERROR_CODES, type ErrorCode } from '../../shared/errors.ts';

/** One refused field (or the refusal itself): a machine key and the values its sentence needs. */
export type Refusal = { code: string; values?: Record<string, unknown> };

/** Why input was refused when only its fields say it: the reason of `invalidInput`. */
export const INVALID_INPUT = 'invalid_input';

/**
 * A rule said no. Carries the catalogue code (shared/errors.ts ERROR_CODES), the reason
 * (ERROR_REASONS and the like), the fields at fault, the values the sentences need and the facts
 * for the client (`meta`), and never an HTTP status: server/http/domain-failure.ts picks the
 * status, the title and the sentences.
 */
export class DomainError extends Error {
  readonly fields: Record<string, Refusal[]>;
  readonly values: Record<string, unknown> | undefined;
  readonly meta: Record<string, unknown> | undefined;
  /** Schema issues of input checked inside a use-case; they become field errors as request validation's do. */
  readonly issues: readonly BaseIssue<unknown>[];

  constructor(
    readonly code: ErrorCode,
    readonly reason: string,
    more: { fields?: Record<string, Refusal[]>; values?: Record<string, unknown>; meta?: Record<string, unknown>; issues?: readonly BaseIssue<unknown>[] } = {},
  ) {
    super(reason);
    this.fields = more.fields ?? {};
    this.values = more.values;
    this.meta = more.meta;
    this.issues = more.issues ?? [];
  }
}

/** Input that breaks a rule, named field by field (1000). */
export function invalidInput(fields: Record<string, Refusal[]>): DomainError {
  return new DomainError(ERROR_CODES.invalid, INVALID_INPUT, { fields });
}

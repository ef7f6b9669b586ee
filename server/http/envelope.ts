import type { BaseIssue } from 'valibot';
import type { Locale } from '../../shared/constants.ts';
import type { ErrorEnvelope } from '../../shared/errors.ts';
import { translate } from '../i18n.ts';
import type { ApiFailure, FailureReason } from './failure.ts';
import { FIELD_FALLBACK, FIELD_MESSAGES } from './messages.ts';

/** Turns schema issues into field reasons keyed by dotted path (`guest.email`). */
export function issuesToFields(issues: readonly BaseIssue<unknown>[], prefix?: string): Record<string, FailureReason[]> {
  const fields: Record<string, FailureReason[]> = {};
  for (const issue of issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.') || prefix || 'base';
    const key = FIELD_MESSAGES[issue.message] ? issue.message : `invalid_${issue.type}`;
    const message = FIELD_MESSAGES[issue.message] ?? FIELD_FALLBACK;
    fields[path] = [...(fields[path] ?? []), { code: key, message }];
  }
  return fields;
}

/** The error envelope for a failure, in the request's language. */
export function envelopeOf(failure: ApiFailure, locale: Locale): ErrorEnvelope {
  const render = (reason: FailureReason) => ({ code: reason.code, error: translate(locale, reason.message, reason.values) });
  const details: ErrorEnvelope['errors'][number]['details'] = { base: failure.reasons.map(render) };
  for (const [field, reasons] of Object.entries(failure.fields)) details[field] = reasons.map(render);
  return {
    errors: [
      {
        title: translate(locale, failure.title, failure.values),
        status: failure.status,
        code: failure.code,
        details,
        ...(failure.meta ? { meta: failure.meta } : {}),
      },
    ],
  };
}

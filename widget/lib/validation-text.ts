import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { BaseIssue } from 'valibot';

/** The contract's validation keys (shared/api/*.ts) in the guest's words. */
const MESSAGES: Record<string, MessageDescriptor> = {
  name_required: msg`Please enter a name.`,
  name_too_long: msg`Please enter at most 50 characters.`,
  name_invalid_characters: msg`Please use letters only (no digits, symbols or emoji).`,
  email_required: msg`Please enter your e-mail address.`,
  email_invalid: msg`Please enter a valid e-mail address, like name@example.com.`,
  email_confirmation_required: msg`Please enter your e-mail address again.`,
  email_mismatch: msg`The e-mail addresses do not match.`,
  phone_required: msg`Please enter a phone number.`,
  phone_invalid: msg`Please enter a phone number in half-width digits (a leading + is allowed).`,
  text_too_long: msg`Please enter at most 255 characters.`,
  reservation_number_invalid: msg`Please enter the reservation number from your confirmation e-mail (letters and digits).`,
  reason_required: msg`Please choose a reason.`,
};

const FALLBACK = msg`Please check this field.`;

/** The message for one validation key. */
export function validationText(key: string, i18n: I18n): string {
  return i18n._(MESSAGES[key] ?? FALLBACK);
}

/** The first issue's key for each top-level field of a failed parse. */
export function issuesByField(issues: readonly BaseIssue<unknown>[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && !(field in byField)) byField[field] = issue.message;
  }
  return byField;
}

import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { TextField } from '../../ui/field.tsx';
import { Link, useLocation } from 'wouter';
import { withCode } from '../../lib/context.ts';
import { validationText } from '../../lib/validation-text.ts';
import type { FormState } from './member-store.ts';
import { memberPath } from './chat-paths.ts';

/** A field's message in the guest's words, or null. */
export function fieldMessage(state: FormState, field: string, i18n: I18n): string | null {
  return state.errors[field] ? validationText(state.errors[field]!, i18n) : null;
}

/** The error summary's entries of a form, in the order of `labels`. */
export function summaryOf(state: FormState, labels: Record<string, string>, i18n: I18n) {
  return Object.keys(labels)
    .filter((field) => state.errors[field])
    .map((field) => ({ id: field, label: labels[field]!, message: fieldMessage(state, field, i18n) ?? '' }));
}

/** The password rules of spec 1 §5, as the new-password field's hint says them. */
export function usePasswordHint(): string {
  const { t } = useLingui();
  return t`At least 8 characters, with an upper-case letter, a lower-case letter and a digit.`;
}

/** A new password and the same again (spec 1 §5 rules), as set by a reset link or from my account. */
export type NewPassword = { password: string; password_confirmation: string };

/** The new-password fields of a form: the password with its rules, then the same again. */
export function NewPasswordFields({
  state,
  labels,
  values,
  onValues,
}: {
  state: FormState;
  labels: Record<keyof NewPassword, string>;
  values: NewPassword;
  onValues: (values: NewPassword) => void;
}) {
  const { i18n } = useLingui();
  const hint = usePasswordHint();
  return (['password', 'password_confirmation'] as const).map((field) => (
    <TextField
      key={field}
      id={field}
      type="password"
      autoComplete="new-password"
      label={labels[field]}
      hint={field === 'password' ? hint : undefined}
      required
      value={values[field]}
      error={fieldMessage(state, field, i18n)}
      onValue={(value) => onValues({ ...values, [field]: value })}
    />
  ));
}

/** The links under a membership form to the other membership pages. */
export function MemberLinks({ links }: { links: ReadonlyArray<{ to: string; text: ReactNode }> }) {
  const [location] = useLocation();
  return (
    <ul class="member-links">
      {links.map((link) => (
        <li key={link.to}>
          <Link href={withCode(memberPath(location, link.to))}>{link.text}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A membership form: no browser validation (the contract's rules, in the guest's words), busy
 * while sent, and its error summary on top, focused after a failed submit.
 */
export function MemberForm({
  state,
  labels,
  onSubmit,
  children,
}: {
  state: FormState;
  labels: Record<string, string>;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <form
      class="member-form"
      noValidate
      aria-busy={state.status === 'sending'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary errors={summaryOf(state, labels, i18n)} focusSignal={Object.keys(state.errors).length ? state.failedSubmits : 0} />
      {children}
    </form>
  );
}

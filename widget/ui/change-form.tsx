import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../lib/error-text.ts';
import { Button } from './button.tsx';
import { Loading } from './spinner.tsx';
import './change-form.css';

/** Why the server no longer takes a change: the reservation is cancelled, its stay began, or the hotel's staff edited it. */
export type ChangeClosedReason = 'already_cancelled' | 'stay_past' | 'locked_by_hotel' | null;

/** Where a change after booking stands, as the form shows it. */
export type ChangeFormState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'editing' | 'saving'; error: unknown }
  | { status: 'closed_by_hotel'; reason: ChangeClosedReason }
  | { status: 'error'; error: unknown };

type Props = {
  state: ChangeFormState;
  loadingLabel: ReactNode;
  /** What to tell the guest when the server no longer takes the change (a staff edit is said here). */
  closedText: (reason: 'already_cancelled' | 'stay_past' | null) => ReactNode;
  submitLabel: ReactNode;
  formClass: string;
  /** Saves; true once the server took it (the form then closes). */
  onSave: () => Promise<boolean>;
  onClose: (saved: boolean) => void;
  children: ReactNode;
};

/**
 * A change after booking (guests, answers): loading, refused, or the form with its fields, the
 * server's refusal of a save, and save and cancel. A refused save moves focus to the first
 * wrong field.
 */
export function ChangeForm({ state, loadingLabel, closedText, submitLabel, formClass, onSave, onClose, children }: Props) {
  const { i18n } = useLingui();
  if (state.status === 'closed' || state.status === 'loading') return <Loading label={loadingLabel} />;
  if (state.status === 'error') {
    return (
      <p class="notice notice-error" role="alert">
        {errorText(state.error, i18n)}
      </p>
    );
  }
  if (state.status === 'closed_by_hotel') {
    return (
      <p class="notice" role="status">
        {state.reason === 'locked_by_hotel' ? (
          <Trans>The hotel has made changes to this reservation, so it can no longer be changed online. Please call the hotel.</Trans>
        ) : (
          closedText(state.reason)
        )}
      </p>
    );
  }
  return (
    <form
      class={formClass}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void onSave().then((saved) => {
          if (saved) onClose(true);
          else form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        });
      }}
    >
      {children}
      {state.error ? (
        <p class="notice notice-error" role="alert">
          {errorText(state.error, i18n)}
        </p>
      ) : null}
      <div class="change-form-actions">
        <Button type="submit" busy={state.status === 'saving'}>
          {submitLabel}
        </Button>
        <Button variant="secondary" disabled={state.status === 'saving'} onClick={() => onClose(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

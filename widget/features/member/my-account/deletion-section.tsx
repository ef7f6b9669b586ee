import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_FILTER_METHODS, type MemberReservation } from '../../../../shared/api/member-reservations.ts';
import type { Locale } from '../../../../shared/constants.ts';
import { hotelCode } from '../../../lib/context.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { formatDate } from '../../../ui/dates.tsx';
import { Money } from '../../../ui/money.tsx';
import { Loading } from '../../../ui/spinner.tsx';
import { fieldMessage, MemberForm } from '../form-parts.tsx';
import { $deletionForm, submitDeletion } from './account-store.ts';
import { $deletionQuote, loadDeletionQuote } from './reservations-store.ts';
import { refusedWhole, scoped } from './scoped-form.ts';

const paidOnline = (reservation: MemberReservation) => PAYMENT_FILTER_METHODS.prepaid!.includes(reservation.payment_type);

/** One reservation the deletion cancels, with what cancelling it costs now. */
function Cancelled({ reservation }: { reservation: MemberReservation }) {
  const { i18n } = useLingui();
  const { fee } = reservation.cancellation;
  return (
    <li>
      <bdi>{reservation.hotel.name}</bdi>,{' '}
      <time dateTime={reservation.checkin_date}>{formatDate(reservation.checkin_date, i18n.locale as Locale, 'short')}</time> (
      <span dir="ltr">{reservation.reservation_number}</span>):{' '}
      {fee === 0 ? (
        <Trans>no cancellation fee</Trans>
      ) : (
        <Trans>
          cancellation fee <Money amount={fee} currency={reservation.currency} />
        </Trans>
      )}
      {paidOnline(reservation) ? (
        <>
          {' '}
          <Trans>(what you paid online, less this fee, goes back to your card)</Trans>
        </>
      ) : null}
    </li>
  );
}

/** What the deletion cancels: the member's upcoming reservations, each with its fee, or none. */
function WhatIsCancelled() {
  const { i18n } = useLingui();
  const quote = useStore($deletionQuote);
  if (quote.status === 'loading') return <Loading label={<Trans>Checking your upcoming reservations…</Trans>} />;
  if (quote.status === 'error') {
    return (
      <p class="notice notice-error" role="alert">
        {errorText(quote.error, i18n)}
      </p>
    );
  }
  if (quote.reservations.length === 0) {
    return (
      <p>
        <Trans>You have no upcoming reservations.</Trans>
      </p>
    );
  }
  return (
    <>
      <p>
        <Trans>These upcoming reservations will be cancelled, with the cancellation fee each one's policy charges today:</Trans>
      </p>
      <ul class="account-cancelled">
        {quote.reservations.map((reservation) => (
          <Cancelled key={reservation.reservation_number} reservation={reservation} />
        ))}
      </ul>
    </>
  );
}

/** Spec 1 §4 account deletion: a first button opens the confirmation step, which says what is lost and asks the password. */
export function DeletionSection() {
  const { t, i18n } = useLingui();
  const form = useStore($deletionForm);
  const state = scoped(form, 'delete_');
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const warning = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (confirming) {
      void loadDeletionQuote();
      // the confirmation step is read from its warning; leaving it goes back to the button that opened it
      warning.current?.focus();
    } else {
      $deletionForm.set({ ...$deletionForm.get(), status: 'idle', errors: {}, error: null });
      if (opened.current) opener.current?.querySelector('button')?.focus();
    }
    opened.current ||= confirming;
  }, [confirming]);
  const labels = { delete_current_password: t`Current password` };

  return (
    <section class="account-section account-deletion" aria-labelledby="account-deletion">
      <h2 id="account-deletion">
        <Trans>Delete account</Trans>
      </h2>
      {confirming ? (
        <MemberForm state={state} labels={labels} onSubmit={() => void submitDeletion(hotelCode(), password)}>
          <p class="notice notice-error" tabIndex={-1} ref={warning}>
            <strong>
              <Trans>Deleting your account is permanent and cannot be undone.</Trans>
            </strong>{' '}
            <Trans>Your upcoming reservations are cancelled, your membership benefits and promotional e-mails end, and you can no longer sign in.</Trans>
          </p>
          <WhatIsCancelled />
          {refusedWhole(state) ? (
            <p class="notice notice-error" role="alert">
              {errorText(state.error, i18n)}
            </p>
          ) : null}
          <TextField
            id="delete_current_password"
            type="password"
            autoComplete="current-password"
            label={labels.delete_current_password}
            required
            value={password}
            error={fieldMessage(state, 'delete_current_password', i18n)}
            onValue={setPassword}
          />
          <div class="account-actions">
            <Button type="submit" variant="danger" busy={form.status === 'sending'}>
              <Trans>Delete my account permanently</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Keep my account</Trans>
            </Button>
          </div>
        </MemberForm>
      ) : (
        <div ref={opener}>
          <p>
            <Trans>Deleting your account cancels your upcoming reservations. You will see which ones, and any fees, before you confirm.</Trans>
          </p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>Delete my account…</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { Button } from '../../ui/button.tsx';
import { useChangeSection } from '../../ui/change-section.ts';
import { Loading } from '../../ui/spinner.tsx';
import { ChangePayNotice } from './change-pay-notice.tsx';
import { $changePayment, $updateSettings, loadUpdateSettings, openUpdate } from './update-store.ts';

// update mode (its dates, quote and confirmation) loads when the guest asks for it
const UpdateEditor = lazy(() => import('./update-editor.tsx').then((m) => ({ default: m.UpdateEditor })));

/**
 * Spec 1 §2 reservation detail with update: the way into update mode when the server says the
 * reservation may change (update_settings, read once the page is drawn), else its reason.
 */
export function UpdateSection({ hotelCode, reservation }: { hotelCode: string; reservation: Reservation }) {
  const settings = useStore($updateSettings);
  const payment = useStore($changePayment);
  const { editing, saved, heading, open, close } = useChangeSection();
  useEffect(() => {
    void loadUpdateSettings(hotelCode);
  }, [hotelCode, reservation]);
  // another reservation's answer (the page shows a new one) says nothing of this one
  if (settings.status !== 'done' || settings.reservationNumber !== reservation.reservation_number) return null;
  const { updatable, reason, message } = settings.settings;
  // a hotel without online changes, or a cancelled reservation, has nothing to say here
  if (!updatable && (reason === 'not_offered' || reason === 'already_cancelled')) return null;
  return (
    <section class="card" aria-labelledby="reservation-update-title">
      {editing ? (
        <Suspense fallback={<Loading />}>
          <UpdateEditor hotelCode={hotelCode} reservation={reservation} onClose={close} />
        </Suspense>
      ) : (
        <>
          <h2 id="reservation-update-title" ref={heading} tabIndex={-1}>
            <Trans>Change dates or rooms</Trans>
          </h2>
          {saved ? (
            <p class="notice notice-success" role="status">
              <Trans>Your reservation has been changed. The details above show the new stay.</Trans>
            </p>
          ) : null}
          {saved && payment ? (
            // spec 1 §4: the difference a card-paid stay owes after a change, by the change's payment link (same frame)
            <ChangePayNotice amount={payment.amount} currency={payment.currency} paymentNumber={payment.paymentNumber} />
          ) : null}
          {updatable ? (
            <Button
              variant="secondary"
              onClick={() => {
                openUpdate();
                open();
              }}
            >
              <Trans>Change dates or rooms</Trans>
            </Button>
          ) : (
            <p>{message}</p>
          )}
        </>
      )}
    </section>
  );
}

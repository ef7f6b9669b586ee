import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import type { ReservationExtras } from '../../../shared/api/reservation-extras.ts';
import { Button } from '../../ui/button.tsx';
import { useChangeSection } from '../../ui/change-section.ts';
import { FormattedDate } from '../../ui/formatted-date.tsx';
import { Money } from '../../ui/money.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { ChangePayNotice } from './change-pay-notice.tsx';
import { $reservationExtras, loadReservationExtras } from './extras-change-store.ts';

// the form loads when the guest asks for it
const ExtrasEditor = lazy(() => import('./extras-editor.tsx').then((m) => ({ default: m.ExtrasEditor })));

/** Why the extras may not change online, as the section says it. */
function ClosedText({ data, phone }: { data: ReservationExtras; phone: string }) {
  const tel = (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
      {phone}
    </a>
  );
  if (data.reason === 'prepaid') return <Trans>The extras of a reservation paid by card cannot be changed online. Please call the hotel: {tel}</Trans>;
  if (data.reason === 'locked_by_hotel')
    return <Trans>The hotel has made changes to this reservation, so it can no longer be changed online. Please call the hotel: {tel}</Trans>;
  if (data.reason === 'payment_pending') return <Trans>The extras can be changed once the card payment is finished.</Trans>;
  return <Trans>The extras of this reservation can no longer be changed online.</Trans>;
}

/**
 * Spec 2 §7.4 extras of a reservation on its page: the extras bought and the way to add or
 * remove some, each within its own booking deadline. Left out when the hotel has no extras for
 * the stay and the reservation none.
 */
export function ExtrasSection({ hotelCode, number, phone, version }: { hotelCode: string; number: string; phone: string; version: string }) {
  const state = useStore($reservationExtras);
  const { editing, saved, heading, open, close } = useChangeSection();
  // read again when the reservation changed (its dates, or these extras)
  useEffect(() => {
    void loadReservationExtras(hotelCode);
  }, [hotelCode, version]);
  if (state.status !== 'done' || state.number !== number) return null;
  const { data } = state;
  const bought = data.lines.filter((line) => !line.inclusive);
  if (data.offers.length === 0 && bought.length === 0) return null;
  const refunded = <Money amount={data.refund_amount} currency={data.currency} />;
  return (
    <section class="card" aria-labelledby="reservation-extras-title">
      {editing ? (
        <Suspense fallback={<Loading />}>
          <ExtrasEditor hotelCode={hotelCode} onClose={close} />
        </Suspense>
      ) : (
        <>
          <h2 id="reservation-extras-title" ref={heading} tabIndex={-1}>
            <Trans>Extras</Trans>
          </h2>
          {saved ? (
            <p class="notice notice-success" role="status">
              <Trans>Your extras are saved. We have sent you an e-mail with the new total.</Trans>
            </p>
          ) : null}
          {saved && data.payment_number ? (
            // spec 1 §4: what the card still owes after the change, by its payment link, as update mode says it
            <ChangePayNotice amount={data.amount_due} currency={data.currency} paymentNumber={data.payment_number} />
          ) : null}
          {saved && data.refund_amount > 0 ? (
            <p class="notice">
              <Trans>Refunded to your card: {refunded}</Trans>
            </p>
          ) : null}
          {bought.length > 0 ? (
            <ul class="reservation-extras">
              {bought.map((line) => {
                const quantity = line.quantity;
                return (
                  <li key={`${line.extra_id}|${line.date ?? ''}`}>
                    <span>
                      {line.name}
                      {line.date ? (
                        <>
                          {', '}
                          <FormattedDate iso={line.date} style="short" />
                        </>
                      ) : null}{' '}
                      <Trans>× {quantity}</Trans>
                    </span>
                    <Money amount={line.price} currency={data.currency} />
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>
              <Trans>No extras yet.</Trans>
            </p>
          )}
          {data.editable ? (
            <>
              <p>
                <Trans>You can add or remove extras until each one's booking deadline.</Trans>
              </p>
              <Button variant="secondary" onClick={open}>
                <Trans>Change extras</Trans>
              </Button>
            </>
          ) : (
            <p>
              <ClosedText data={data} phone={phone} />
            </p>
          )}
        </>
      )}
    </section>
  );
}

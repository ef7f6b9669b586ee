import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { PaymentStep } from '../features/payment/payment-step.tsx';
import { failPath, stayQuery } from '../lib/fail-query.ts';
import { $paysByCard } from '../lib/checkout-flow.ts';
import { withCode } from '../lib/context.ts';
import { $locale } from '../lib/i18n.ts';
import { $pendingPayment, keepPendingPayment, type PendingPayment } from '../lib/pending-payment.ts';
import { $selection } from '../lib/selection.ts';

/**
 * A top-level 3-D Secure step comes back here in a window that may keep nothing of the widget's
 * storage (partitioned storage): its URL carries the reservation and the guest's token, as the
 * confirmation link does.
 */
function restoreFromReturn(query: URLSearchParams): void {
  const number = query.get('reservation');
  const token = query.get('bypass_token');
  const code = query.get('code');
  const type = query.get('payment_type');
  // the tab kept it (with the card's transaction): nothing to restore
  if (!number || !token || !code || $pendingPayment.get()?.reservationNumber === number) return;
  keepPendingPayment({
    hotelCode: code,
    reservationNumber: number,
    bypassToken: token,
    paymentType: type === 'credit_card_deposit' || type === 'on_site_credit_card_required' ? type : 'credit_card',
    selectionKey: null,
    transactionId: null,
  });
}

function returnUrl(pending: PendingPayment, locale: string): string {
  const query = new URLSearchParams({
    code: pending.hotelCode,
    locale,
    reservation: pending.reservationNumber,
    bypass_token: pending.bypassToken,
    payment_type: pending.paymentType,
  });
  return `${location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}/reservation/payment?${query}`;
}

/** /reservation/payment: checkout's payment step, composed with the booking's end (forget the rooms, the guest, the extras). */
export function PaymentPage({ onFinished }: { onFinished: () => void }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const locale = useStore($locale);
  const query = new URLSearchParams(search);
  const returned = query.has('payment_id');
  useEffect(() => $paysByCard.set(true), []);
  // before the step reads it: the booking a return URL names
  useState(() => returned && restoreFromReturn(query));
  return (
    <PaymentStep
      parentOrigin={location.origin}
      returnUrl={(pending) => returnUrl(pending, locale)}
      locale={locale}
      returned={returned}
      atHotel={query.get('pay') === 'on_site'}
      onDone={(reservation, bypassToken) => {
        // the confirmation shows checkout's steps as a booking paid at the hotel has them, at done
        $paysByCard.set(false);
        navigate(
          withCode(`/reservation/confirmation/${encodeURIComponent(reservation.reservation_number)}?${new URLSearchParams({ bypass_token: bypassToken })}`),
          {
            replace: true,
          },
        );
        // the checkout's stores are the checkout chunk's (which loads this one): the payment step's chunk carries none of them
        onFinished();
      }}
      onChangeMethod={() => navigate(withCode('/reservation/guest-detail?step=confirm'))}
      onFailed={(failure, reservation) =>
        // a top-level return from the bank may have no selection: the reservation's stay is the search
        navigate(withCode(failPath($selection.get()?.searchQuery ?? stayQuery(reservation), failure)), { replace: true })
      }
      onSearchAgain={() => {
        const selection = $selection.get();
        navigate(selection ? `/booking/result?${selection.searchQuery}` : withCode('/booking/result'));
      }}
    />
  );
}

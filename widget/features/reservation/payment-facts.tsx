import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { INTL_LOCALE } from '../../../shared/constants.ts';
import { $locale } from '../../lib/i18n.ts';
import { Money } from '../../ui/money.tsx';

/** Spec 1 §3 payment method, in the guest's words. */
export function PaymentMethod({ type }: { type: Reservation['payment_type'] }) {
  switch (type) {
    case 'credit_card':
      return <Trans>Credit card</Trans>;
    case 'credit_card_deposit':
      return <Trans>Deposit by credit card, the rest at the hotel</Trans>;
    case 'on_site_credit_card_required':
      return <Trans>Pay at the hotel, credit card as a guarantee</Trans>;
    default:
      return <Trans>Pay at the hotel</Trans>;
  }
}

/**
 * A reservation whose card payment, or card check for a guarantee, is not finished (status
 * payment_pending): it is not confirmed, and its rooms are held only until `payment_expires_at`.
 */
export function PaymentPendingNotice({ reservation }: { reservation: Reservation }) {
  const locale = useStore($locale);
  const until = reservation.payment_expires_at;
  // the guest's own clock: the hold is minutes long
  const time = until ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit' }).format(new Date(until)) : null;
  const guarantee = reservation.payment_type === 'on_site_credit_card_required';
  return (
    <div class="notice notice-warning" role="status">
      <p>
        {guarantee ? (
          <Trans>The card check for this reservation is not finished, so it is not confirmed yet.</Trans>
        ) : (
          <Trans>The card payment for this reservation is not finished, so it is not confirmed yet.</Trans>
        )}
      </p>
      {time ? (
        <p>
          {guarantee ? (
            <Trans>Your rooms are held until {time}. If your card is not verified by then, the reservation is cancelled.</Trans>
          ) : (
            <Trans>Your rooms are held until {time}. If the payment is not completed by then, the reservation is cancelled.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}

/** What was paid by card and what is left to pay at the hotel, under the price. */
export function PaymentFacts({ reservation }: { reservation: Reservation }) {
  const { currency } = reservation;
  const paid = <Money amount={reservation.paid_amount} currency={currency} />;
  const due = <Money amount={reservation.remain_amount} currency={currency} />;
  if (reservation.status === 'cancelled') return null;
  if (reservation.status === 'payment_pending' && reservation.payment_type === 'on_site_credit_card_required') {
    // a card kept as guarantee, not yet verified: nothing is owed by card
    return (
      <p class="payment-facts">
        <Trans>Nothing is charged to your card: it is only verified and kept as a guarantee. Due at the hotel: {due}</Trans>
      </p>
    );
  }
  if (reservation.status === 'payment_pending') {
    const owed = <Money amount={reservation.deposit_amount ?? reservation.total_price} currency={currency} />;
    return (
      <p class="payment-facts">
        <Trans>To pay by card now: {owed}</Trans>
      </p>
    );
  }
  switch (reservation.payment_type) {
    case 'credit_card':
      return (
        <p class="payment-facts">
          <Trans>Paid by card: {paid}</Trans>
          {reservation.remain_amount > 0 ? (
            // a change that cost more than the card paid: due at the hotel until its payment link is paid
            <>
              <br />
              <Trans>Due at the hotel: {due}</Trans>
            </>
          ) : null}
        </p>
      );
    case 'credit_card_deposit':
      return (
        <p class="payment-facts">
          <Trans>Deposit paid by card: {paid}</Trans>
          <br />
          <Trans>Due at the hotel: {due}</Trans>
        </p>
      );
    case 'on_site_credit_card_required':
      return (
        <p class="payment-facts">
          <Trans>You pay at the front desk during your stay. Your card is kept only as a guarantee.</Trans>
        </p>
      );
    default:
      return (
        <p class="payment-facts">
          <Trans>You pay at the front desk during your stay.</Trans>
        </p>
      );
  }
}

/** A cancelled reservation's money: the fee charged and, when it was paid by card, the part kept and the part refunded. */
export function CancellationMoney({ reservation }: { reservation: Reservation }) {
  const { currency } = reservation;
  const notCompleted = reservation.cancel_reason === 'payment_not_completed';
  const refunded = <Money amount={reservation.refunded_amount} currency={currency} />;
  if (notCompleted) {
    // a payment captured after its hold lapsed goes back in full
    return reservation.refunded_amount > 0 ? (
      <p>
        <Trans>The card payment was not completed in time, so the reservation was cancelled. Refunded to your card: {refunded}</Trans>
      </p>
    ) : (
      <p>
        <Trans>The card payment was not completed in time, so nothing was charged.</Trans>
      </p>
    );
  }
  if (reservation.paid_amount > 0) {
    const kept = <Money amount={reservation.paid_amount - reservation.refunded_amount} currency={currency} />;
    return (
      <>
        <p>
          <Trans>Cancellation fee kept: {kept}</Trans>
        </p>
        <p>
          <Trans>Refunded to your card: {refunded}</Trans>
        </p>
      </>
    );
  }
  return reservation.cancellation_fee ? (
    <p>
      <Trans>
        Cancellation fee charged: <Money amount={reservation.cancellation_fee} currency={currency} />
      </Trans>
    </p>
  ) : (
    <p>
      <Trans>No cancellation fee was charged.</Trans>
    </p>
  );
}

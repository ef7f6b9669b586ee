import { Trans } from '@lingui/react/macro';
import type { ReservationChange } from '../../../shared/api/reservation-updates.ts';
import { Money } from '../../ui/money.tsx';

/** What a change costs or saves against the current booking (spec 1 §2 update mode), and what no longer applies. */
export function UpdateQuote({ change }: { change: ReservationChange }) {
  const { currency } = change.reservation;
  const difference = Math.abs(change.difference);
  const coupon = change.dropped_coupon?.name ?? '';
  const paidByCard = change.refund_amount > 0 || change.change_fee > 0;
  return (
    <>
      <dl class="facts">
        <dt>
          <Trans>Current total</Trans>
        </dt>
        <dd>
          <Money amount={change.previous_total_price} currency={currency} />
        </dd>
        <dt>
          <Trans>New total</Trans>
        </dt>
        <dd class="update-new-total">
          <Money amount={change.reservation.total_price} currency={currency} />
        </dd>
        {paidByCard ? (
          <>
            <dt>
              <Trans>Change fee</Trans>
            </dt>
            <dd>
              <Money amount={change.change_fee} currency={currency} />
            </dd>
            <dt>
              <Trans>Refunded to your card</Trans>
            </dt>
            <dd>
              <Money amount={change.refund_amount} currency={currency} />
            </dd>
          </>
        ) : null}
      </dl>
      <p class="update-difference">
        {change.difference_payment === 'card_link' && change.reservation.payment_type === 'credit_card_deposit' ? (
          // a card deposit: the new stay's deposit asks more than the card holds; the rest of the stay is still paid at the hotel
          <Trans>
            The deposit for the new stay is <Money amount={change.amount_due} currency={currency} /> more than was paid by card. After you confirm, you can pay
            it by card, or at the hotel.
          </Trans>
        ) : change.difference_payment === 'card_link' ? (
          // spec 1 §4: a stay paid by card asks the rest by card after the change (a payment link), or at the hotel
          <Trans>
            The new stay costs <Money amount={change.amount_due} currency={currency} /> more than was paid by card. After you confirm, you can pay it by card,
            or at the hotel.
          </Trans>
        ) : change.difference > 0 ? (
          <Trans>
            The new stay costs <Money amount={difference} currency={currency} /> more.
          </Trans>
        ) : change.difference < 0 ? (
          <Trans>
            The new stay costs <Money amount={difference} currency={currency} /> less.
          </Trans>
        ) : (
          <Trans>The new stay costs the same.</Trans>
        )}
      </p>
      {change.dropped_extras.length > 0 ? (
        <div class="notice notice-warning">
          <p>
            <Trans>These extras are on nights the new stay no longer has, so they will be removed:</Trans>
          </p>
          <ul>
            {change.dropped_extras.map((extra) => (
              <li key={`${extra.extra_id}-${extra.date}`}>
                {extra.name} <Money amount={extra.price} currency={currency} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {change.dropped_coupon ? (
        <p class="notice notice-warning">
          <Trans>The coupon {coupon} no longer applies to the new stay and will be removed.</Trans>
        </p>
      ) : null}
    </>
  );
}

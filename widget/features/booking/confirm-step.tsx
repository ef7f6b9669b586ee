import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InitSettings } from '../../../shared/api/settings.ts';
import type { ReservationTotals } from '../../../shared/reservation-totals.ts';
import { ERROR_CODES } from '../../../shared/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { $locale } from '../../lib/i18n.ts';
import { formatGuestName } from '../../lib/names.ts';
import { errorText } from '../../lib/error-text.ts';
import type { Selection } from '../../lib/selection.ts';
import { AcceptNewPrice } from '../../ui/accept-new-price.tsx';
import { Button } from '../../ui/button.tsx';
import { CancellationPolicyText } from '../../ui/cancellation-policy.tsx';
import { PriceBreakdown, type PriceLine } from '../../ui/price-breakdown.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { Money } from '../../ui/money.tsx';
import { SummaryBar } from '../../ui/summary-bar.tsx';
import { $booking } from './booking-store.ts';
import { $guest } from './guest-store.ts';
import { PaymentChoice, type PaymentChoiceProps } from './payment-choice.tsx';
import { $policy, loadPolicy } from './policy-store.ts';
import { StayRooms } from './stay-summary.tsx';

/** The price agreed to: the rooms' nights (from the selection), the extras and discounts line by line, the totals. */
export type CheckoutPrice = { extras: PriceLine[]; discounts: PriceLine[]; totals: ReservationTotals };

/** The extras' refusals (spec 2: 1100 to 1104 and 1106): sold out, past their deadline, not sold now. */
const EXTRA_CODES: readonly string[] = [
  ERROR_CODES.extraInvalid,
  ERROR_CODES.extraDeadlinePassed,
  ERROR_CODES.extraQuantityInvalid,
  ERROR_CODES.extraTotalInvalid,
  ERROR_CODES.extraStockShort,
  ERROR_CODES.extraNotSold,
];

type ConfirmStepProps = {
  hotelCode: string;
  settings: InitSettings;
  selection: Selection;
  price: CheckoutPrice;
  /** The coupon field, shown before the price it changes. */
  coupon?: ReactNode;
  /** The guest's answers to the hotel's questions, to check before booking. */
  answers?: ReactNode;
  onEdit: () => void;
  onBook: () => void;
  onChooseAnotherRoom: () => void;
  /** The extras chosen can no longer be had as chosen: back to choose them again. */
  onChangeExtras?: () => void;
  /** How the guest pays: the methods the plans take and what the chosen one charges now. */
  payment: Omit<PaymentChoiceProps, 'disabled'>;
};

/** Checkout step 2: everything the guest agrees to (price, payment, policy), then "Book now". */
export function ConfirmStep({
  hotelCode,
  settings,
  selection,
  price,
  coupon,
  answers,
  onEdit,
  onBook,
  onChooseAnotherRoom,
  onChangeExtras,
  payment,
}: ConfirmStepProps) {
  const { t, i18n } = useLingui();
  const locale = useStore($locale);
  const guest = useStore($guest);
  const policy = useStore($policy);
  const booking = useStore($booking);
  useEffect(() => void loadPolicy(hotelCode, selection), [hotelCode, selection.rooms[0]?.roomPlanCode]);
  const { totals } = price;

  const submitting = booking.status === 'submitting';
  // spec 2 §8.3: a changed price is shown and must be ticked before booking at it
  const priceChanged = booking.status === 'price_changed' ? booking : null;
  const [acceptedPrice, setAcceptedPrice] = useState(false);
  useEffect(() => setAcceptedPrice(false), [priceChanged?.previousTotal, totals.total]);
  const roomGone =
    booking.status === 'error' && booking.error instanceof ApiError && [ERROR_CODES.roomFull, ERROR_CODES.planMismatch].includes(booking.error.code as '1105');
  const extrasGone = booking.status === 'error' && booking.error instanceof ApiError && EXTRA_CODES.includes(booking.error.code);
  // a card charged now, or verified now as the hotel's guarantee: either way the payment step is next
  const byCard = payment.terms.depositAmount !== null || payment.terms.cardVerification;
  const name = formatGuestName(guest.first_name, guest.last_name, locale);
  // the step's button and the summary bar's are one: the same action, the same checks
  const bookButton = (className?: string) => (
    <Button class={className} busy={submitting} disabled={roomGone || policy.status !== 'done' || (priceChanged !== null && !acceptedPrice)} onClick={onBook}>
      {submitting ? (
        <Trans>Booking…</Trans>
      ) : payment.terms.cardVerification ? (
        <Trans>Continue to card verification</Trans>
      ) : byCard ? (
        <Trans>Continue to payment</Trans>
      ) : (
        <Trans>Book now</Trans>
      )}
    </Button>
  );

  return (
    <div class="confirm-step">
      <section class="card" aria-labelledby="confirm-guest">
        <h2 id="confirm-guest">
          <Trans>Guest details</Trans>
        </h2>
        <dl class="facts">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>
            <bdi>{name}</bdi>
          </dd>
          <dt>
            <Trans>E-mail address</Trans>
          </dt>
          <dd>
            <span dir="ltr">{guest.email}</span>
          </dd>
          <dt>
            <Trans>Phone number</Trans>
          </dt>
          <dd>
            <span dir="ltr">{guest.phone}</span>
          </dd>
          {guest.special_request ? (
            <>
              <dt>
                <Trans>Special requests</Trans>
              </dt>
              <dd class="pre-line">{guest.special_request}</dd>
            </>
          ) : null}
        </dl>
        <Button variant="link" onClick={onEdit} disabled={submitting}>
          <Trans>Change guest details</Trans>
        </Button>
      </section>

      {answers}

      {coupon}

      <section class="card" aria-labelledby="confirm-price">
        <h2 id="confirm-price">
          <Trans>Price</Trans>
        </h2>
        <PriceBreakdown
          rooms={selection.rooms.map((room) => {
            const number = room.roomIndex + 1;
            const type = room.roomTypeName;
            const plan = room.roomPlanName;
            return { title: t`Room ${number}: ${type}, ${plan}`, nights: room.nightlyPrices, total: room.salePrice };
          })}
          extras={price.extras}
          discounts={price.discounts}
          total={totals.total}
          totalWithoutTax={totals.totalWithoutTax}
          tax={totals.tax}
          currency={selection.currency}
          taxIncluded={settings.settings.show_prices_tax_included}
          dayUse={selection.checkout === selection.checkin}
        />
      </section>

      <section class="card" aria-labelledby="confirm-payment">
        <h2 id="confirm-payment">
          <Trans>Payment</Trans>
        </h2>
        <PaymentChoice {...payment} disabled={submitting} />
      </section>

      <section class="card" aria-labelledby="confirm-policy" aria-busy={policy.status === 'loading'}>
        <h2 id="confirm-policy">
          <Trans>Cancellation policy</Trans>
        </h2>
        {policy.status === 'loading' || policy.status === 'idle' ? <Loading /> : null}
        {policy.status === 'done' && policy.policy ? (
          <CancellationPolicyText policy={policy.policy} checkin={selection.checkin} bookedOn={todayIn(settings.timezone)} />
        ) : null}
        {policy.status === 'done' && !policy.policy ? (
          <p>
            <Trans>No cancellation policy has been set for this plan.</Trans>
          </p>
        ) : null}
        {policy.status === 'error' ? (
          <div role="alert">
            <p>{errorText(policy.error, i18n)}</p>
            <Button variant="secondary" onClick={() => void loadPolicy(hotelCode, selection)}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
      </section>

      {booking.status === 'error' ? (
        <div class="notice notice-error" role="alert">
          <p>{errorText(booking.error, i18n)}</p>
          {roomGone ? (
            <Button variant="secondary" onClick={onChooseAnotherRoom}>
              <Trans>Choose another room</Trans>
            </Button>
          ) : null}
          {extrasGone && onChangeExtras ? (
            <Button variant="secondary" onClick={onChangeExtras}>
              <Trans>Change extras</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}

      {priceChanged ? (
        <div class="notice notice-warning" role="alert">
          <p>
            {totals.total > priceChanged.previousTotal ? (
              <Trans>
                The price of this stay has gone up from <Money amount={priceChanged.previousTotal} currency={selection.currency} /> to{' '}
                <Money amount={totals.total} currency={selection.currency} />. The price breakdown above shows the new price.
              </Trans>
            ) : (
              <Trans>
                The price of this stay has gone down from <Money amount={priceChanged.previousTotal} currency={selection.currency} /> to{' '}
                <Money amount={totals.total} currency={selection.currency} />. The price breakdown above shows the new price.
              </Trans>
            )}
          </p>
          <AcceptNewPrice accepted={acceptedPrice} onChange={setAcceptedPrice} />
        </div>
      ) : null}

      <div class="book-action">
        <p class="book-note">
          {byCard ? (
            <Trans>By continuing, you book these rooms and agree to the cancellation policy above.</Trans>
          ) : (
            <Trans>By booking, you agree to the cancellation policy above.</Trans>
          )}
        </p>
        {bookButton('button-large')}
      </div>
      <SummaryBar shown status={<StayRooms selection={selection} />} total={totals.total} currency={selection.currency} action={bookButton()} />
    </div>
  );
}

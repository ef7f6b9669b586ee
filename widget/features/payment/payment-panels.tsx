import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { INTL_LOCALE, type Locale } from '../../../shared/constants.ts';
import { $locale } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { BRAND_NAMES } from '../../ui/card-brands.ts';
import { CardFailureText } from '../../ui/card-failure-text.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { FormattedDate } from '../../ui/formatted-date.tsx';
import { GatewayFrame } from '../../ui/gateway-frame.tsx';
import { formatList } from '../../ui/list.ts';
import { Money } from '../../ui/money.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { payWithToken, type PaymentSession, syncPayment } from './payment-store.ts';

// only a signed-in member with saved cards sees it: its own chunk, outside the payment step's
const SavedCardChooser = lazy(() => import('./saved-card-chooser.tsx').then((m) => ({ default: m.SavedCardChooser })));

/**
 * A panel's heading, focused when the panel replaces another after the guest acted (a failure,
 * the bank's check, the pending page, another card) so a screen reader reads where the guest is
 * now; the step's first panel leaves focus on the page's heading.
 */
function PanelHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useContext(FirstPanel);
  useEffect(() => {
    const heading = ref.current;
    if (!heading || first) return;
    // as the page heading does: the host page scrolls an inline widget, asked through the loader
    heading.focus({ preventScroll: true });
    void import('../../lib/bring-into-view.ts').then(({ bringIntoView }) => bringIntoView(heading, { start: true }));
  }, []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** Spec 1 §3 on_site_credit_card_required: paid at the hotel, the card verified now for nothing and kept as a guarantee. */
export function isGuarantee(reservation: Pick<Reservation, 'payment_type'>): boolean {
  return reservation.payment_type === 'on_site_credit_card_required';
}

/** Whether the panel shown is the step's first (its heading then leaves focus where it is). */
export const FirstPanel = createContext(true);

/** What the guest pays for and when: the reservation, its total, what the card is charged now and what is left for the hotel. */
export function PaymentFacts({ reservation }: { reservation: Reservation }) {
  const { currency } = reservation;
  return (
    <dl class="facts payment-facts">
      <dt>
        <Trans>Reservation number</Trans>
      </dt>
      <dd>
        <span dir="ltr">{reservation.reservation_number}</span>
      </dd>
      <dt>
        <Trans>Total</Trans>
      </dt>
      <dd>
        <Money amount={reservation.total_price} currency={currency} />
      </dd>
      {reservation.deposit_amount !== null ? (
        <>
          <dt>
            <Trans>Charged to your card now</Trans>
          </dt>
          <dd>
            <Money amount={reservation.deposit_amount} currency={currency} />
          </dd>
        </>
      ) : null}
      {reservation.remain_amount > 0 ? (
        <>
          <dt>
            <Trans>To pay at the hotel</Trans>
          </dt>
          <dd>
            <Money amount={reservation.remain_amount} currency={currency} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The gateway's card fields: the brands taken, the card's validity rule, then the framed form. */
export function CardFields({ session, busy }: { session: PaymentSession; busy: boolean }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const brands = formatList(
    session.accepted_brands.map((brand) => BRAND_NAMES[brand]),
    locale,
  );
  return (
    <section class="card payment-card" aria-labelledby="payment-fields" aria-busy={busy}>
      <PanelHeading id="payment-fields">
        <Trans>Card details</Trans>
      </PanelHeading>
      {session.purpose === 'verify' ? (
        <p class="payment-verify">
          <strong>
            <Trans>Nothing is charged now.</Trans>
          </strong>{' '}
          <Trans>
            Your card is verified for <Money amount={session.amount} currency={session.currency} /> and kept as a guarantee; you pay for your stay at the hotel.
          </Trans>
        </p>
      ) : null}
      {session.saved_cards.length > 0 ? (
        <Suspense fallback={null}>
          <SavedCardChooser cards={session.saved_cards} verify={session.purpose === 'verify'} busy={busy} />
        </Suspense>
      ) : null}
      <ul class="payment-rules">
        <li>
          <Trans>Cards accepted: {brands}</Trans>
        </li>
        <li>
          <Trans>
            The card must be valid through your check-out date, <FormattedDate iso={session.card_valid_through} />.
          </Trans>
        </li>
        <li>
          <Trans>You type your card into our payment provider’s secure form below; we never see your card number.</Trans>
        </li>
      </ul>
      <GatewayFrame
        url={session.hosted_fields_url}
        origin={session.gateway_origin}
        title={t`Secure card form of our payment provider`}
        onMessage={(message) => {
          if (message.type === 'token') void payWithToken(message.token);
        }}
      />
      {busy ? (
        <p class="payment-busy" role="status">
          <Spinner /> <Trans>Checking your payment…</Trans>
        </p>
      ) : null}
    </section>
  );
}

/** Spec 1 §2: the bank's check (3-D Secure) framed in the widget, with a way to take it in this window instead. */
export function ChallengePanel({ url, origin, verify }: { url: string; origin: string; verify: boolean }) {
  const { t } = useLingui();
  return (
    <section class="card payment-card" aria-labelledby="payment-challenge">
      <PanelHeading id="payment-challenge">
        <Trans>Confirm with your card issuer</Trans>
      </PanelHeading>
      <p>
        {verify ? (
          <Trans>Your bank asks you to confirm your card (3-D Secure); nothing is charged. Follow the steps in the form below.</Trans>
        ) : (
          <Trans>Your bank asks you to confirm this payment (3-D Secure). Follow the steps in the form below.</Trans>
        )}{' '}
        <a href={`${url}${url.includes('?') ? '&' : '?'}mode=redirect`} target="_top">
          <Trans>Open the check in this window instead</Trans>
        </a>
      </p>
      <GatewayFrame
        url={url}
        origin={origin}
        title={t`Security check of your card issuer`}
        // EMV 3-D Secure's challenge windows are up to 600 px tall (500x600); the sandbox bank's asks no size
        initialHeight={440}
        onMessage={(message) => {
          if (message.type === 'challenge_complete') void syncPayment();
        }}
      />
    </section>
  );
}

/** The time a hold ends, on the guest's own clock (it is minutes long). */
function heldUntil(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** How often the pending page asks the server again. */
const POLL_MS = 3000;

/** Spec 1 §2 3-D Secure pending page: the server waits for the gateway's word; it asks again every few seconds. */
export function PendingPanel({ reservation, since }: { reservation: Reservation; since: number }) {
  const locale = useStore($locale);
  useEffect(() => {
    const timer = setInterval(() => void syncPayment(), POLL_MS);
    return () => clearInterval(timer);
  }, []);
  const slow = Date.now() - since > 30_000;
  const verify = isGuarantee(reservation);
  return (
    <section class="card payment-card payment-pending" aria-labelledby="payment-pending">
      <PanelHeading id="payment-pending">
        <Trans>Waiting for your card issuer</Trans>
      </PanelHeading>
      <p role="status" class="payment-busy">
        <Spinner />{' '}
        {verify ? (
          <Trans>We are waiting for your card issuer to confirm your card. This usually takes a few seconds; please keep this page open.</Trans>
        ) : (
          <Trans>We are waiting for your card issuer to confirm the payment. This usually takes a few seconds; please keep this page open.</Trans>
        )}
      </p>
      {reservation.payment_expires_at && verify ? (
        <p>
          <Trans>
            Your rooms are held until <time dateTime={reservation.payment_expires_at}>{heldUntil(reservation.payment_expires_at, locale)}</time>. If your card
            is not confirmed by then, the booking is cancelled.
          </Trans>
        </p>
      ) : reservation.payment_expires_at ? (
        <p>
          <Trans>
            Your rooms are held until <time dateTime={reservation.payment_expires_at}>{heldUntil(reservation.payment_expires_at, locale)}</time>. If the payment
            is not confirmed by then, the booking is cancelled and nothing is charged.
          </Trans>
        </p>
      ) : null}
      {slow ? (
        <p>
          <Trans>Still waiting. If your bank’s app asked you to approve the payment, please do so now.</Trans>
        </p>
      ) : null}
    </section>
  );
}

type FailureProps = {
  code: string | null;
  error?: unknown;
  reservation: Reservation;
  onAnotherCard: () => void;
  onPayAtHotel: () => void;
  onChangeMethod: () => void;
};

/** Spec 1 §4 card failure: why, and the three choices (another card, pay at the hotel where allowed, change the payment method); the guest's details are kept. */
export function FailureChoices({ code, error, reservation, onAnotherCard, onPayAtHotel, onChangeMethod }: FailureProps) {
  const promotion = reservation.promotion_discount_amount;
  const atHotel = reservation.total_price + promotion;
  const verify = isGuarantee(reservation);
  return (
    <section class="card payment-card payment-failed" aria-labelledby="payment-failed">
      <PanelHeading id="payment-failed">
        {verify ? <Trans>Your card could not be verified</Trans> : <Trans>Your payment did not go through</Trans>}
      </PanelHeading>
      <p class="notice notice-error" role="alert">
        {error ? <ErrorMessage error={error} /> : <CardFailureText code={code} />} <Trans>Nothing was charged. Your details are kept.</Trans>
      </p>
      <div class="payment-choices">
        <Button onClick={onAnotherCard}>
          <Trans>Try another card</Trans>
        </Button>
        {reservation.on_site_allowed ? (
          <div>
            <Button variant="secondary" onClick={onPayAtHotel}>
              {verify ? <Trans>Pay at the hotel without a guarantee</Trans> : <Trans>Pay at the hotel instead</Trans>}
            </Button>
            <p class="book-note">
              {verify ? (
                <Trans>
                  No card is kept for this booking: you pay <Money amount={atHotel} currency={reservation.currency} /> at the hotel.
                </Trans>
              ) : promotion > 0 ? (
                <Trans>
                  You pay <Money amount={atHotel} currency={reservation.currency} /> at the hotel: the card payment discount no longer applies.
                </Trans>
              ) : (
                <Trans>
                  You pay <Money amount={atHotel} currency={reservation.currency} /> at the hotel.
                </Trans>
              )}
            </p>
          </div>
        ) : null}
        <Button variant="link" onClick={onChangeMethod}>
          <Trans>Change payment method</Trans>
        </Button>
      </div>
    </section>
  );
}

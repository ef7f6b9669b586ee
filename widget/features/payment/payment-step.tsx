import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import type { Reservation } from '../../../shared/api/reservations.ts';
import type { Locale } from '../../../shared/constants.ts';
import type { FailReason } from '../../lib/fail-query.ts';
import type { PendingPayment } from '../../lib/pending-payment.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { CardFields, ChallengePanel, FailureChoices, FirstPanel, isGuarantee, PaymentFacts, PendingPanel } from './payment-panels.tsx';
import { $payment, openCardFields, payAtHotel, startPaymentStep } from './payment-store.ts';
import './payment.css';

type Props = {
  /** Where the gateway's frames post to: the widget's own origin. */
  parentOrigin: string;
  /** Where a top-level 3-D Secure step comes back to, for this reservation. */
  returnUrl: (pending: PendingPayment) => string;
  locale: Locale;
  /** Back from a top-level 3-D Secure step (the gateway added `payment_id`). */
  returned: boolean;
  /** The guest chose to pay at the hotel on the review step (after a card failed). */
  atHotel: boolean;
  /** Done: paid by card or switched to the hotel. */
  onDone: (reservation: Reservation, bypassToken: string) => void;
  /** Back to the review step to choose another way to pay, the guest's details kept. */
  onChangeMethod: () => void;
  /** The booking was cancelled while paying (its hold lapsed, or the room went): the failure page is next. */
  onFailed: (failure: { reason: FailReason; errorCode: string | null; reservationNumber: string }, reservation: Reservation) => void;
  onSearchAgain: () => void;
};

/** Why a booking cancelled while paying did not complete (spec 1 §2 /reservation/fail `error`). */
export function failReason(reservation: Reservation, code: string | null): FailReason {
  if (isGuarantee(reservation)) return 'verification_expired';
  return code === '1105' ? 'room_taken' : 'payment_expired';
}

/** /reservation/payment (spec 1 §2): the card step of checkout, on the reservation held `payment_pending`. */
export function PaymentStep({ parentOrigin, returnUrl, locale, returned, atHotel, onDone, onChangeMethod, onFailed, onSearchAgain }: Props) {
  const state = useStore($payment);
  const options = { parentOrigin, returnUrl, locale };
  useEffect(() => {
    void startPaymentStep({ ...options, returned, atHotel });
  }, [returned, atHotel]);
  useEffect(() => {
    if (state.step === 'paid') onDone(state.reservation, state.bypassToken);
    if (state.step === 'refunded')
      onFailed(
        { reason: failReason(state.reservation, state.code), errorCode: state.code, reservationNumber: state.reservation.reservation_number },
        state.reservation,
      );
  }, [state.step]);
  // the first panel shown keeps focus on the step's heading; every later one takes it
  const panels = useRef(new Set<string>());
  const panel = 'reservation' in state && state.step !== 'opening' ? state.step : null;
  useEffect(() => {
    if (panel) panels.current.add(panel);
  }, [panel]);
  const first = panel === null || panels.current.size === 0 || (panels.current.size === 1 && panels.current.has(panel));
  const anotherCard = () => {
    if ('reservation' in state && state.reservation) void openCardFields(state.reservation, options);
  };

  return (
    <FirstPanel.Provider value={first}>
      <div class="payment-step">
        <PageHeading focusKey="payment">
          <Trans>Payment</Trans>
        </PageHeading>
        {'reservation' in state && state.reservation && state.step !== 'refunded' ? <PaymentFacts reservation={state.reservation} /> : null}
        {state.step === 'loading' || state.step === 'opening' ? <Loading label={<Trans>Opening the secure card form…</Trans>} /> : null}
        {state.step === 'switching' || state.step === 'paid' ? <Loading label={<Trans>Completing your booking…</Trans>} /> : null}
        {state.step === 'fields' || state.step === 'confirming' ? (
          state.session ? (
            <CardFields session={state.session} busy={state.step === 'confirming'} />
          ) : (
            <Loading label={<Trans>Checking your payment…</Trans>} />
          )
        ) : null}
        {state.step === 'challenge' ? (
          <ChallengePanel url={state.url} origin={state.session?.gateway_origin ?? new URL(state.url).origin} verify={isGuarantee(state.reservation)} />
        ) : null}
        {state.step === 'processing' ? <PendingPanel reservation={state.reservation} since={state.since} /> : null}
        {state.step === 'failed' || (state.step === 'error' && state.reservation) ? (
          <FailureChoices
            code={state.step === 'failed' ? state.code : null}
            error={state.step === 'error' ? state.error : undefined}
            reservation={state.reservation!}
            onAnotherCard={anotherCard}
            onPayAtHotel={() => void payAtHotel()}
            onChangeMethod={onChangeMethod}
          />
        ) : null}
        {state.step === 'error' && !state.reservation ? (
          <div class="notice notice-error" role="alert">
            <p>
              <ErrorMessage error={state.error} />
            </p>
            <Button onClick={() => void startPaymentStep({ ...options, returned })}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
        {state.step === 'missing' ? (
          <div class="notice">
            <p>
              <Trans>There is no booking waiting for payment in this window. If you already paid, your confirmation e-mail has the details.</Trans>
            </p>
            <Button onClick={onSearchAgain}>
              <Trans>Search again</Trans>
            </Button>
          </div>
        ) : null}
      </div>
    </FirstPanel.Provider>
  );
}

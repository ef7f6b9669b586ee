import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import type { PaymentLinkPage as Page } from '../../../shared/api/payment-links.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Money } from '../../ui/money.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { GatewayFrame } from '../../ui/gateway-frame.tsx';
import { LinkFacts } from './link-facts.tsx';
import { LinkError, MissingLink } from './link-status.tsx';
import { CardFailureText } from '../../ui/card-failure-text.tsx';
import { stateTexts } from './link-texts.tsx';
import {
  $cardStep,
  $link,
  $reloadAsked,
  checkPaymentLink,
  finishChallenge,
  loadPaymentLink,
  payWithToken,
  startPaying,
  stopPaying,
} from './payment-link-store.ts';

/** How often the open page checks the link (its amount, its state) while shown. */
const CHECK_EVERY_MS = 60_000;

/** Spec 1 §4: the page asks to be reloaded (an hour old, or the amount changed); reloading reads the link again. */
function ReloadNotice({ number }: { number: string }) {
  return (
    <div class="pay-link-notice" role="alert">
      <p>
        <Trans>This page is out of date: the amount may have changed. Please reload it before you pay.</Trans>
      </p>
      <Button
        onClick={() => {
          stopPaying();
          void loadPaymentLink(number);
        }}
      >
        <Trans>Reload</Trans>
      </Button>
    </div>
  );
}

/** The card step: the gateway's fields, then the bank's check framed (or in this window), then our server's answer. */
function CardStep({ number }: { number: string }) {
  const { t } = useLingui();
  const step = useStore($cardStep);
  // the Pay button is gone: focus goes to the step's heading, which a screen reader then reads
  useEffect(() => document.getElementById(`${step.step}-heading`)?.focus(), [step.step]);
  if (step.step === 'opening') return <Loading label={<Trans>Opening the secure card form…</Trans>} />;
  if (step.step === 'confirming') return <Loading label={<Trans>Checking your payment…</Trans>} />;
  if (step.step === 'error') {
    return (
      <div class="pay-link-notice" role="alert">
        <p>
          <ErrorMessage error={step.error} />
        </p>
        <Button onClick={() => void startPaying(number)}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (step.step === 'fields') {
    return (
      <section class="pay-link-card" aria-labelledby="fields-heading">
        <h2 id="fields-heading" tabIndex={-1}>
          <Trans>Card details</Trans>
        </h2>
        <p class="pay-link-hint">
          <Trans>Type your card in the secure form below; it is served by our payment provider and we never see your card number.</Trans>
        </p>
        <GatewayFrame
          url={step.session.hosted_fields_url}
          origin={step.session.gateway_origin}
          title={t`Secure card form of our payment provider`}
          onMessage={(message) => {
            if (message.type === 'token') void payWithToken(number, message.token);
          }}
        />
        <Button variant="secondary" onClick={stopPaying}>
          <Trans>Cancel</Trans>
        </Button>
      </section>
    );
  }
  if (step.step === 'challenge') {
    return (
      <section class="pay-link-card" aria-labelledby="challenge-heading">
        <h2 id="challenge-heading" tabIndex={-1}>
          <Trans>Confirm with your card issuer</Trans>
        </h2>
        <p class="pay-link-hint">
          <Trans>Your bank asks you to confirm this payment (3-D Secure).</Trans>{' '}
          <a href={`${step.url}?mode=redirect`} target="_top">
            <Trans>Open the check in this window instead</Trans>
          </a>
        </p>
        <GatewayFrame
          url={step.url}
          origin={step.session.gateway_origin}
          title={t`Security check of your card issuer`}
          onMessage={(message) => {
            if (message.type === 'challenge_complete') void finishChallenge(number);
          }}
        />
      </section>
    );
  }
  return null;
}

function LinkPage({ page }: { page: Page }) {
  const card = useStore($cardStep);
  const reload = useStore($reloadAsked);
  const texts = stateTexts(page.state, page.hotel.name);
  const payable = page.state === 'open' || page.state === 'failed';
  return (
    <div class={`pay-link pay-link-${page.state}`}>
      <PageHeading focusKey={page.state}>{texts.heading}</PageHeading>
      {page.state === 'failed' ? (
        <p class="pay-link-failure" role="alert">
          <CardFailureText code={page.failure_code} /> {texts.next}
        </p>
      ) : (
        <p>{texts.next}</p>
      )}
      <LinkFacts page={page} />
      {reload ? <ReloadNotice number={page.payment_number} /> : null}
      {payable && !reload && page.payments_unavailable ? (
        <p class="pay-link-notice" role="status">
          <Trans>Card payment is not available at the moment. Please try again later or contact the hotel.</Trans>
        </p>
      ) : null}
      {payable && !reload && !page.payments_unavailable ? (
        card.step === 'idle' ? (
          <Button onClick={() => void startPaying(page.payment_number)}>
            {page.state === 'failed' ? (
              <Trans>Try again</Trans>
            ) : (
              <Trans>
                Pay <Money amount={page.amount} currency={page.currency} /> by card
              </Trans>
            )}
          </Button>
        ) : (
          <CardStep number={page.payment_number} />
        )
      ) : null}
    </div>
  );
}

/** /payments/:number (spec 1 §2, §4 Payment link): the guest pays the link with the card flow, and reads each state. */
export function PaymentLinkPage({ number }: { number: string }) {
  const link = useStore($link);
  // back from a top-level 3-D Secure step: the gateway names the payment; our server asks the gateway
  const paymentId = new URLSearchParams(useSearch()).get('payment_id') ?? undefined;
  useEffect(() => {
    stopPaying();
    $link.set({ status: 'loading' });
    void loadPaymentLink(number, paymentId);
    const check = () => void checkPaymentLink();
    const timer = setInterval(check, CHECK_EVERY_MS);
    addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      removeEventListener('focus', check);
    };
  }, [number, paymentId]);
  if (link.status === 'loading') return <Loading />;
  if (link.status === 'error') return <LinkError error={link.error} retry={() => void loadPaymentLink(number)} />;
  if (link.status === 'missing') return <MissingLink />;
  return <LinkPage page={link.page} />;
}

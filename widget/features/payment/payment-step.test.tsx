// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { forgetPendingPayment, keepPendingPayment } from '../../lib/pending-payment.ts';
import { buttonByText, click, envelope, json, mockFetch, type Recorded, frameWindow, mount, postFrom, settle } from '../../testing/render.tsx';
import { PaymentStep } from './payment-step.tsx';
import { cardSession, GATEWAY, guaranteedReservation, heldReservation, TX, verifySession } from './payment-testing.ts';
import { $payment } from './payment-store.ts';

const pending = heldReservation;
const session = cardSession;

let unmount = () => {};
let done: ReturnType<typeof vi.fn<(reservation: unknown, token: string) => void>>;
let failedAt: ReturnType<typeof vi.fn<(failure: unknown, reservation: unknown) => void>>;
async function show(answer: (request: Recorded) => Response) {
  const http = mockFetch(answer);
  done = vi.fn<(reservation: unknown, token: string) => void>();
  failedAt = vi.fn<(failure: unknown, reservation: unknown) => void>();
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <PaymentStep
        parentOrigin="http://widget.test"
        returnUrl={() => 'http://widget.test/widget/reservation/payment'}
        locale="en"
        returned={false}
        atHotel={false}
        onDone={done}
        onChangeMethod={vi.fn()}
        onFailed={failedAt}
        onSearchAgain={vi.fn()}
      />
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle(10);
  return { ...view, ...http, text: () => view.container.textContent ?? '' };
}
const frameTitled = (root: ParentNode, title: string) => root.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);

const token = (value: string) => ({ source: 'yado-sandbox-gateway', version: 1, type: 'token', token: value });

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  keepPendingPayment({
    hotelCode: 'sakura-kyoto',
    reservationNumber: pending.reservation_number,
    bypassToken: 't',
    paymentType: 'credit_card',
    selectionKey: null,
    transactionId: null,
  });
  $payment.set({ step: 'loading' });
});
afterEach(() => {
  unmount();
  forgetPendingPayment();
  vi.unstubAllGlobals();
});

function gatewayServer(confirm: () => Response) {
  return (request: Recorded) => {
    if (request.url.pathname.endsWith('/payment/session')) return json(201, { data: session });
    if (request.url.pathname.endsWith('/payment/confirm')) return confirm();
    if (request.url.origin === GATEWAY) return new Response('<!doctype html><title>gateway</title>');
    return json(200, { data: pending });
  };
}
const failed = () => json(200, { data: { state: 'failed', challenge_url: null, error_code: '3204', reservation: pending } });

describe('the payment step page', () => {
  it('frames the gateway’s fields with a title and allow="payment", and says the amount, brands and the validity rule', async () => {
    const page = await show(gatewayServer(failed));
    const frame = frameTitled(page.container, 'Secure card form of our payment provider')!;
    expect(frame.getAttribute('src')).toBe(`${GATEWAY}/fields/pay_1`);
    expect(frame.getAttribute('allow')).toBe('payment');
    expect(page.container.querySelector('.payment-facts')?.textContent).toContain('Charged to your card now¥25,080');
    expect(page.text()).toContain('Cards accepted: Visa and Mastercard');
    expect(page.text()).toContain('The card must be valid through your check-out date, Fri, Jun 14, 2030.');
  });

  it('a deposit: what the card pays now and what is left for the hotel, beside the reservation and its total', async () => {
    const deposit = {
      ...pending,
      payment_type: 'credit_card_deposit' as const,
      total_price: 26400,
      deposit_amount: 7920,
      remain_amount: 18480,
      promotion_discount_amount: 0,
    };
    const page = await show((request) =>
      request.url.pathname.endsWith('/payment/session') ? json(201, { data: { ...session, amount: 7920 } }) : json(200, { data: deposit }),
    );
    const facts = [...page.container.querySelectorAll('.payment-facts dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      `Reservation number ${pending.reservation_number}`,
      'Total ¥26,400',
      'Charged to your card now ¥7,920',
      'To pay at the hotel ¥18,480',
    ]);
  });

  it('takes a token only from its own frame on the gateway’s exact origin', async () => {
    const page = await show(gatewayServer(failed));
    const frame = frameTitled(page.container, 'Secure card form of our payment provider')!;
    const confirms = () => page.requests.filter((r) => r.url.pathname.endsWith('/payment/confirm'));
    await postFrom(frameWindow(frame), 'http://127.0.0.1:8091', token('forged'));
    await postFrom(frameWindow(frame), `${GATEWAY}.evil.test`, token('forged'));
    await postFrom(window, GATEWAY, token('forged'));
    expect(confirms()).toHaveLength(0);
    await postFrom(frameWindow(frame), GATEWAY, token('tok_1'));
    expect(confirms().map((r) => r.body)).toEqual([{ transaction_id: TX, token: 'tok_1' }]);
  });

  it('follows the height the gateway’s page asks for', async () => {
    const page = await show(gatewayServer(failed));
    const frame = frameTitled(page.container, 'Secure card form of our payment provider')!;
    await postFrom(frameWindow(frame), GATEWAY, { source: 'yado-sandbox-gateway', version: 1, type: 'resize', height: 412 });
    expect(frame.style.blockSize).toBe('420px');
  });

  it('a declined card: the reason announced and focused, the three choices, and the price at the hotel without the card discount', async () => {
    const page = await show(gatewayServer(failed));
    await postFrom(frameWindow(frameTitled(page.container, 'Secure card form of our payment provider')!), GATEWAY, token('tok_1'));
    expect(page.container.querySelector('[role="alert"]')?.textContent).toContain('Your card was declined.');
    expect(document.activeElement?.textContent).toBe('Your payment did not go through');
    expect(buttonByText(page.container, 'Try another card')).not.toBeNull();
    expect(buttonByText(page.container, 'Change payment method')).not.toBeNull();
    expect(page.text()).toContain('You pay ¥26,400 at the hotel: the card payment discount no longer applies.');
    await click(buttonByText(page.container, 'Try another card'));
    await settle(6);
    expect(page.requests.filter((r) => r.url.pathname.endsWith('/payment/session'))).toHaveLength(2);
    expect(frameTitled(page.container, 'Secure card form of our payment provider')).not.toBeNull();
  });

  it('frames the bank’s check, with a way to take it top-level', async () => {
    const page = await show(
      gatewayServer(() => json(200, { data: { state: 'challenge', challenge_url: `${GATEWAY}/challenge/pay_1`, error_code: null, reservation: pending } })),
    );
    await postFrom(frameWindow(frameTitled(page.container, 'Secure card form of our payment provider')!), GATEWAY, token('tok_1'));
    expect(frameTitled(page.container, 'Security check of your card issuer')?.getAttribute('src')).toBe(`${GATEWAY}/challenge/pay_1`);
    const top = [...page.container.querySelectorAll('a')].find((a) => a.textContent === 'Open the check in this window instead')!;
    expect(top.getAttribute('href')).toBe(`${GATEWAY}/challenge/pay_1?mode=redirect`);
    expect(top.getAttribute('target')).toBe('_top');
  });

  it('1105: the room went while paying; the failure page says so (the money goes back)', async () => {
    const page = await show(
      gatewayServer(() =>
        json(200, { data: { state: 'refunded', challenge_url: null, error_code: '1105', reservation: { ...pending, status: 'cancelled' } } }),
      ),
    );
    await postFrom(frameWindow(frameTitled(page.container, 'Secure card form of our payment provider')!), GATEWAY, token('tok_1'));
    expect(failedAt).toHaveBeenCalledWith({ reason: 'room_taken', errorCode: '1105', reservationNumber: pending.reservation_number }, expect.anything());
  });

  it('planned gateway maintenance: the time it ends, and paying at the hotel offered', async () => {
    const page = await show((request) =>
      request.url.pathname.endsWith('/payment/session')
        ? json(409, {
            errors: [
              {
                ...envelope(409, '3203', 'Card payment is under planned maintenance', ['payment_maintenance']).errors[0],
                meta: { maintenance_until: '2030-05-01T21:00:00Z' },
              },
            ],
          })
        : json(200, { data: pending }),
    );
    await vi.waitFor(() => expect(page.container.querySelector('[role="alert"]')?.textContent).toContain('maintenance'));
    expect(page.container.querySelector('[role="alert"]')?.textContent).toMatch(/Card payment is unavailable during planned maintenance until May \d+, \d+:00/);
    expect(buttonByText(page.container, 'Pay at the hotel instead')).not.toBeNull();
  });

  it('paid: hands the reservation and its token to the confirmation', async () => {
    await show(gatewayServer(() => json(200, { data: { state: 'paid', challenge_url: null, error_code: null, reservation: { ...pending, status: 'done' } } })));
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Secure card form of our payment provider"]')!;
    await postFrom(frameWindow(frame), GATEWAY, token('tok_1'));
    expect(done).toHaveBeenCalledWith(expect.objectContaining({ status: 'done' }), 't');
  });

  it('a card kept as guarantee: says nothing is charged, with the brands and the validity rule; a decline offers the hotel without a guarantee', async () => {
    const held = guaranteedReservation;
    const page = await show((request) => {
      if (request.url.pathname.endsWith('/payment/session')) return json(201, { data: verifySession });
      if (request.url.pathname.endsWith('/payment/confirm'))
        return json(200, { data: { state: 'failed', challenge_url: null, error_code: '3204', reservation: held } });
      return json(200, { data: held });
    });
    expect(page.container.querySelector('.payment-verify')?.textContent).toBe(
      'Nothing is charged now. Your card is verified for ¥0 and kept as a guarantee; you pay for your stay at the hotel.',
    );
    const facts = [...page.container.querySelectorAll('.payment-facts dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual([`Reservation number ${held.reservation_number}`, 'Total ¥26,400', 'To pay at the hotel ¥26,400']);
    expect(page.text()).toContain('Cards accepted: Visa and Mastercard');
    expect(page.text()).toContain('The card must be valid through your check-out date, Fri, Jun 14, 2030.');
    await postFrom(frameWindow(frameTitled(page.container, 'Secure card form of our payment provider')!), GATEWAY, token('tok_1'));
    expect(document.activeElement?.textContent).toBe('Your card could not be verified');
    expect(page.container.querySelector('[role="alert"]')?.textContent).toContain('Your card was declined.');
    expect(buttonByText(page.container, 'Pay at the hotel instead')).toBeNull();
    expect(buttonByText(page.container, 'Pay at the hotel without a guarantee')).not.toBeNull();
    expect(page.text()).toContain('No card is kept for this booking: you pay ¥26,400 at the hotel.');
  });

  it('a card kept as guarantee whose hold lapsed (1105): the failure page says nothing was charged, not a refund', async () => {
    const held = guaranteedReservation;
    const page = await show((request) => {
      if (request.url.pathname.endsWith('/payment/session')) return json(201, { data: verifySession });
      if (request.url.pathname.endsWith('/payment/confirm'))
        return json(200, { data: { state: 'refunded', challenge_url: null, error_code: '1105', reservation: { ...held, status: 'cancelled' } } });
      return json(200, { data: held });
    });
    await postFrom(frameWindow(frameTitled(page.container, 'Secure card form of our payment provider')!), GATEWAY, token('tok_1'));
    expect(failedAt).toHaveBeenCalledWith({ reason: 'verification_expired', errorCode: '1105', reservationNumber: held.reservation_number }, expect.anything());
  });
});

describe('paying with a saved card', () => {
  const saved = [
    { id: 'c2a1b6a8-0c1e-4b7a-9a3e-1f2d3c4b5a61', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, holder: 'Hanako Yamada' },
    { id: 'c2a1b6a8-0c1e-4b7a-9a3e-1f2d3c4b5a62', brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2031, holder: null },
  ];
  const withSaved = (confirm: () => Response) => (request: Recorded) =>
    request.url.pathname.endsWith('/payment/session') ? json(201, { data: { ...session, saved_cards: saved } }) : gatewayServer(confirm)(request);

  it('offers the member’s saved cards beside the card form, and confirms the chosen one by its id, never a card number', async () => {
    const paid = () => json(200, { data: { state: 'paid', challenge_url: null, error_code: null, reservation: { ...pending, status: 'done' } } });
    const page = await show(withSaved(paid));
    await vi.waitFor(() => expect(page.container.querySelector('.saved-card-chooser')).not.toBeNull());
    const radios = [...page.container.querySelectorAll<HTMLInputElement>('input[name="saved-card"]')];
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Visa ••••ending in 4242Expires 12/30', 'Mastercard ••••ending in 4444Expires 08/31']);
    expect(radios[0]!.checked).toBe(true);
    expect(page.container.querySelector('.saved-card-chooser legend')?.textContent).toBe('Your saved cards');
    // the card form stays for another card
    expect(frameTitled(page.container, 'Secure card form of our payment provider')).not.toBeNull();
    await click(radios[1]!);
    await click(buttonByText(page.container, 'Pay with this saved card'));
    await settle(10);
    const confirm = page.requests.find((r) => r.url.pathname.endsWith('/payment/confirm'))!;
    expect(confirm.body).toEqual({ transaction_id: TX, saved_card_id: saved[1]!.id });
    expect(done).toHaveBeenCalled();
  });

  it('shows no chooser to a guest, whose session lists no saved card', async () => {
    const page = await show(gatewayServer(failed));
    await settle(10);
    expect(page.container.querySelector('.saved-card-chooser')).toBeNull();
  });
});

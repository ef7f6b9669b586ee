// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { reservationFixture } from '../../testing/fixtures.ts';
import { mount } from '../../testing/render.tsx';
import { CancellationMoney, PaymentFacts, PaymentMethod, PaymentPendingNotice } from './payment-facts.tsx';

let unmount = () => {};
beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
afterEach(() => unmount());

async function textOf(reservation: Reservation) {
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <PaymentMethod type={reservation.payment_type} />|{reservation.status === 'payment_pending' ? <PaymentPendingNotice reservation={reservation} /> : null}
      {reservation.status === 'cancelled' ? <CancellationMoney reservation={reservation} /> : <PaymentFacts reservation={reservation} />}
    </I18nProvider>,
  );
  unmount = view.unmount;
  return view.container.textContent ?? '';
}

describe('the money of a reservation, as its guest reads it', () => {
  it('at the hotel: the method and that the guest pays at the front desk', async () => {
    const text = await textOf(reservationFixture());
    expect(text).toContain('Pay at the hotel|');
    expect(text).toContain('You pay at the front desk during your stay.');
  });

  it('paid by card: the amount the card was charged', async () => {
    const text = await textOf(
      reservationFixture({ payment_type: 'credit_card', deposit_amount: 25080, paid_amount: 25080, remain_amount: 0, total_price: 25080 }),
    );
    expect(text).toContain('Credit card|');
    expect(text).toContain('Paid by card: ¥25,080');
    expect(text).not.toContain('front desk');
  });

  it('with a deposit: the deposit paid and what is left to pay at the hotel', async () => {
    const text = await textOf(reservationFixture({ payment_type: 'credit_card_deposit', deposit_amount: 7920, paid_amount: 7920, remain_amount: 18480 }));
    expect(text).toContain('Deposit by credit card, the rest at the hotel|');
    expect(text).toContain('Deposit paid by card: ¥7,920');
    expect(text).toContain('Due at the hotel: ¥18,480');
  });

  it('with a card as guarantee: paid at the hotel, the card only kept', async () => {
    const text = await textOf(reservationFixture({ payment_type: 'on_site_credit_card_required' }));
    expect(text).toContain('Pay at the hotel, credit card as a guarantee|');
    expect(text).toContain('Your card is kept only as a guarantee.');
  });

  it('while the card payment is not finished: not confirmed, what is owed, and until when the rooms are held', async () => {
    const until = '2030-06-01T09:15:00Z';
    const text = await textOf(
      reservationFixture({ status: 'payment_pending', payment_type: 'credit_card_deposit', deposit_amount: 7920, paid_amount: 0, payment_expires_at: until }),
    );
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(until));
    expect(text).toContain('The card payment for this reservation is not finished, so it is not confirmed yet.');
    expect(text).toContain(`Your rooms are held until ${time}.`);
    expect(text).toContain('To pay by card now: ¥7,920');
    expect(text).not.toContain('Deposit paid');
  });

  it('while its card kept as guarantee is not verified: nothing owed by card, the whole total at the hotel', async () => {
    const text = await textOf(
      reservationFixture({
        status: 'payment_pending',
        payment_type: 'on_site_credit_card_required',
        deposit_amount: null,
        paid_amount: 0,
        remain_amount: 26400,
        payment_expires_at: '2030-06-01T09:15:00Z',
      }),
    );
    expect(text).toContain('If your card is not verified by then, the reservation is cancelled.');
    expect(text).toContain('Nothing is charged to your card: it is only verified and kept as a guarantee. Due at the hotel: ¥26,400');
    expect(text).toContain('The card check for this reservation is not finished, so it is not confirmed yet.');
    expect(text).not.toContain('card payment');
    expect(text).not.toContain('To pay by card now');
  });

  it('cancelled after paying by card: the fee kept and the amount refunded', async () => {
    const text = await textOf(
      reservationFixture({
        status: 'cancelled',
        payment_type: 'credit_card',
        paid_amount: 25080,
        refunded_amount: 17556,
        cancellation_fee: 7524,
        remain_amount: 0,
      }),
    );
    expect(text).toContain('Cancellation fee kept: ¥7,524');
    expect(text).toContain('Refunded to your card: ¥17,556');
  });

  it('cancelled because the payment never completed: nothing charged', async () => {
    const text = await textOf(
      reservationFixture({ status: 'cancelled', payment_type: 'credit_card', cancel_reason: 'payment_not_completed', cancellation_fee: 0 }),
    );
    expect(text).toContain('The card payment was not completed in time, so nothing was charged.');
  });

  it('cancelled because the payment came after the hold lapsed: all of it refunded', async () => {
    const text = await textOf(
      reservationFixture({
        status: 'cancelled',
        payment_type: 'credit_card',
        cancel_reason: 'payment_not_completed',
        cancellation_fee: 0,
        refunded_amount: 26400,
      }),
    );
    expect(text).toContain('so the reservation was cancelled. Refunded to your card: ¥26,400');
    expect(text).not.toContain('nothing was charged');
  });

  it('cancelled at the hotel’s price: the fee charged', async () => {
    const text = await textOf(reservationFixture({ status: 'cancelled', cancellation_fee: 7920 }));
    expect(text).toContain('Cancellation fee charged: ¥7,920');
  });
});

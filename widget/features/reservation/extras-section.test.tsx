// @vitest-environment happy-dom
import { renderConfirmation, useConfirmationPage } from './confirmation-testing.tsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationExtras } from '../../../shared/api/reservation-extras.ts';
import { reservationFixture } from '../../testing/fixtures.ts';
import { buttonByText, click, json, settle } from '../../testing/render.tsx';
import { $reservationExtras } from './extras-change-store.ts';

useConfirmationPage();

const LATE = {
  extra_id: '5b0c3a52-8f1e-4d0b-9a4e-2f4c1d7e6a10',
  name: 'Late check-out',
  description: '',
  extra_type: 'generic' as const,
  unit: 'per_room' as const,
  min_quantity: 1,
  max_quantity: 1,
  price: 3000,
  price_without_tax: 2728,
  prices: [],
  booking_available_dates: [],
  bookable: true,
  booking_deadline: null,
  inventory: null,
  inclusive_room_plan_codes: [],
};
const extras = (more: Partial<ReservationExtras>): ReservationExtras => ({
  editable: true,
  reason: null,
  difference_payment: null,
  refund_amount: 0,
  amount_due: 0,
  payment_number: null,
  currency: 'JPY',
  total_price: 26400,
  lines: [],
  offers: [LATE],
  ...more,
});

/** The reservation page with the server's extras answer `answer` (and `saved` after a save). */
const page = (answer: ReservationExtras, saved?: ReservationExtras) =>
  renderConfirmation((request) => {
    if (!request.url.pathname.endsWith('/extras')) return json(200, { data: reservationFixture({ total_price: 26400 }) });
    return json(200, { data: request.method === 'PUT' ? saved! : answer });
  });

describe('the extras of a booked stay on the reservation page', () => {
  beforeEach(() => $reservationExtras.set({ status: 'idle' }));

  it('is left out when the hotel has no extras for the stay and the reservation none', async () => {
    const shown = await page(extras({ offers: [] }));
    await settle();
    expect(shown.text()).not.toContain('Change extras');
    expect(shown.container.querySelector('#reservation-extras-title')).toBeNull();
  });

  const LATE_LINE = {
    extra_id: LATE.extra_id,
    name: LATE.name,
    extra_type: 'generic' as const,
    unit: 'per_room' as const,
    date: null,
    quantity: 1,
    unit_price: 3000,
    price: 3000,
    price_without_tax: 2728,
    tax: 272,
    inclusive: false,
  };
  /** Opens the form, adds one late check-out and saves it. */
  async function addLate(shown: Awaited<ReturnType<typeof page>>) {
    await click(buttonByText(shown.container, 'Change extras'));
    // the form's chunk loads
    const more = await vi.waitFor(
      async () => {
        await settle(1);
        const button = shown.container.querySelector('button[aria-label="Late check-out: one more"]');
        if (!button) throw new Error('the form is not there yet');
        return button;
      },
      { timeout: 5000 },
    );
    await click(more);
    expect(shown.text()).toContain('New total ¥29,400');
    await click(buttonByText(shown.container, 'Save extras'));
    await settle();
  }

  it('adds an extra with the new total the guest saw', async () => {
    const shown = await page(extras({}), extras({ total_price: 29400, lines: [LATE_LINE], difference_payment: 'at_hotel' }));
    await settle();
    expect(shown.text()).toContain('No extras yet.');
    await addLate(shown);
    const put = shown.requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/reservations/YD7K2M9Q/extras');
    expect(put.body).toEqual({ extras: [{ extra_id: LATE.extra_id, quantity: 1 }], displayed_total_price: 29400 });
    expect(shown.text()).toContain('Your extras are saved.');
    expect(shown.text()).toContain('Late check-out × 1');
    expect(shown.text()).not.toContain('Pay the difference now');
  });

  it('offers to pay the difference of a stay paid by card now, by the change’s payment link', async () => {
    const after = extras({
      total_price: 29400,
      lines: [LATE_LINE],
      difference_payment: 'card_link',
      amount_due: 3000,
      payment_number: 'PLABCDEFGH23456789',
    });
    const shown = await page(extras({}), after);
    await settle();
    await addLate(shown);
    expect(shown.text()).toContain('The new stay costs ¥3,000 more than was paid by card.');
    const pay = [...shown.container.querySelectorAll('a')].find((a) => a.textContent === 'Pay the difference now');
    expect(pay?.getAttribute('href')).toContain('/payments/PLABCDEFGH23456789');
  });

  it('says what a cheaper change of a stay paid by card refunds to the card', async () => {
    const shown = await page(extras({}), extras({ total_price: 29400, lines: [LATE_LINE], difference_payment: 'refund', refund_amount: 1200 }));
    await settle();
    await addLate(shown);
    expect(shown.text()).toContain('Refunded to your card: ¥1,200');
  });

  it('says why the extras cannot change, with the hotel’s phone for a stay paid by card', async () => {
    const shown = await page(extras({ editable: false, reason: 'prepaid' }));
    await settle();
    expect(shown.text()).toContain('The extras of a reservation paid by card cannot be changed online. Please call the hotel:');
    expect(shown.text()).not.toContain('Change extras');
  });
});

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

  it('adds an extra with the new total the guest saw', async () => {
    const after = extras({
      total_price: 29400,
      lines: [
        {
          extra_id: LATE.extra_id,
          name: LATE.name,
          extra_type: 'generic',
          unit: 'per_room',
          date: null,
          quantity: 1,
          unit_price: 3000,
          price: 3000,
          price_without_tax: 2728,
          tax: 272,
          inclusive: false,
        },
      ],
    });
    const shown = await page(extras({}), after);
    await settle();
    expect(shown.text()).toContain('No extras yet.');
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
    const put = shown.requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/reservations/YD7K2M9Q/extras');
    expect(put.body).toEqual({ extras: [{ extra_id: LATE.extra_id, quantity: 1 }], displayed_total_price: 29400 });
    expect(shown.text()).toContain('Your extras are saved.');
    expect(shown.text()).toContain('Late check-out × 1');
  });

  it('says why the extras cannot change, with the hotel’s phone for a stay paid by card', async () => {
    const shown = await page(extras({ editable: false, reason: 'prepaid' }));
    await settle();
    expect(shown.text()).toContain('The extras of a reservation paid by card cannot be changed online. Please call the hotel:');
    expect(shown.text()).not.toContain('Change extras');
  });
});

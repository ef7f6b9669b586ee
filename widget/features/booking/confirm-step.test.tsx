// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import { configureApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { policyFixture, selectedRoomFixture, selectionFixture, settingsFixture } from '../../testing/fixtures.ts';
import { json, mockFetch, mount, settle } from '../../testing/render.tsx';
import { $booking } from './booking-store.ts';
import { reservationTotals } from '../../../shared/reservation-totals.ts';
import { selectionTotals, type Selection } from '../../lib/selection.ts';
import type { PriceLine } from '../../ui/price-breakdown.tsx';
import { ConfirmStep, type CheckoutPrice } from './confirm-step.tsx';

/** The price the checkout page would pass: the rooms, with extras and discounts when given. */
function priceOf(stay: Selection, extras: PriceLine[] = [], discounts: PriceLine[] = [], extrasTax = 0): CheckoutPrice {
  const totals = reservationTotals({
    roomsTotal: selectionTotals(stay.rooms).total,
    extras: { total: extras.reduce((sum, line) => sum + line.amount, 0), tax: extrasTax },
    discounts,
    taxRateBp: 1000,
  });
  return { extras, discounts, totals };
}

const selection = selectionFixture({
  rooms: [
    selectedRoomFixture({
      salePrice: 28000,
      salePriceWithoutTax: 25455,
      tax: 2545,
      nightlyPrices: [
        { date: '2030-06-12', price: 13600 },
        { date: '2030-06-13', price: 14400 },
      ],
    }),
  ],
});

let unmount = () => {};
beforeAll(async () => {
  await activateLocale('en');
  await loadLaterText();
});
afterEach(() => {
  unmount();
  $booking.set({ status: 'idle' });
  vi.unstubAllGlobals();
});

/** The step as the checkout page shows it (the one room above unless told), its cancellation policy loaded. */
async function showStep(props: Partial<Parameters<typeof ConfirmStep>[0]> = {}) {
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  mockFetch(() => json(200, { data: [policyFixture({ room_plan_codes: ['DBL-BB', 'TWN-BB'] })] }));
  const stay = props.selection ?? selection;
  const onBook = vi.fn();
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <ConfirmStep
        hotelCode="sakura-kyoto"
        settings={settingsFixture()}
        selection={stay}
        price={priceOf(stay)}
        onEdit={vi.fn()}
        onBook={onBook}
        onChooseAnotherRoom={vi.fn()}
        payment={{
          offered: ['on_site'],
          method: 'on_site',
          terms: { total: 26400, tax: 2400, promotionDiscount: 0, depositAmount: null, cardVerification: false, onSiteAllowed: true },
          currency: 'JPY',
          depositPercentage: null,
          promotion: null,
          onChoose: vi.fn(),
        }}
        {...props}
      />
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle();
  return { view, onBook };
}

/** The step for one room whose price went up from ¥26,400 to ¥28,000 since the guest saw it. */
function showPriceChanged() {
  $booking.set({ status: 'price_changed', previousTotal: 26400 });
  return showStep();
}

describe('the confirmation step after a price change', () => {
  it('says the price went up, from what to what, and books only once the guest ticks the new price', async () => {
    const { view } = await showPriceChanged();
    const notice = view.container.querySelector('[role="alert"]')!;
    expect(notice.textContent).toContain('gone up from ¥26,400 to ¥28,000');
    const book = view.container.querySelector<HTMLButtonElement>('.book-action button')!;
    expect(book.disabled).toBe(true);
    const tick = notice.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await act(() => {
      tick.checked = true;
      tick.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(book.disabled).toBe(false);
  });
});

describe('the confirmation step on a phone', () => {
  it('keeps the stay, its total and a Book now that books as the step’s own does in the summary bar', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
    const { view, onBook } = await showPriceChanged();
    const bar = view.container.querySelector<HTMLElement>('.summary-bar')!;
    expect(bar.textContent).toBe('1 room, 2 nightsTotal ¥28,000Book now');
    const book = bar.querySelector('button')!;
    // the same checks as the step's button: the new price is to be ticked first
    expect(book.disabled).toBe(true);
    const tick = view.container.querySelector<HTMLInputElement>('[role="alert"] input[type="checkbox"]')!;
    await act(() => {
      tick.checked = true;
      tick.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(book.disabled).toBe(false);
    await act(() => book.click());
    expect(onBook).toHaveBeenCalledOnce();
  });
});

describe('the confirmation step for two rooms', () => {
  it('breaks the price down night by night for each room, with the grand total and its tax', async () => {
    const two = selectionFixture({
      rooms: [
        selectedRoomFixture(),
        selectedRoomFixture({
          roomIndex: 1,
          roomTypeName: 'Twin',
          roomPlanCode: 'TWN-BB',
          roomPlanName: 'Room only',
          salePrice: 19800,
          salePriceWithoutTax: 18000,
          tax: 1800,
          nightlyPrices: [
            { date: '2030-06-12', price: 9900 },
            { date: '2030-06-13', price: 9900 },
          ],
        }),
      ],
    });
    const { view } = await showStep({ selection: two });
    const table = view.container.querySelector('table.price-table')!;
    const groups = Array.from(table.querySelectorAll('tbody')).map((body) => Array.from(body.querySelectorAll('tr')).map((tr) => tr.textContent));
    expect(groups).toHaveLength(2);
    expect(groups[0]![0]).toBe('Room 1: Deluxe Double, Bed and breakfast');
    expect(groups[1]![0]).toBe('Room 2: Twin, Room only');
    expect(groups[1]!.slice(1)).toEqual([expect.stringContaining('¥9,900'), expect.stringContaining('¥9,900'), 'Room total¥19,800']);
    expect(table.querySelector('.price-total')!.textContent).toBe('Total¥46,200');
    expect(table.querySelector('.price-tax-share')!.textContent).toBe('Of which taxes¥4,200');
  });
});

describe('the confirmation step with extras and a coupon', () => {
  it('lists each extra and each discounted night under the rooms, and totals rooms plus extras less the discount', async () => {
    const price = priceOf(
      selection,
      [
        { key: 'dinner|2030-06-12', label: 'Kaiseki dinner', date: '2030-06-12', quantity: 2, amount: 24000 },
        { key: 'late|', label: 'Late check-out', date: null, quantity: 1, amount: 3000 },
      ],
      [{ key: '0|2030-06-12', label: 'Winter 10% off', date: '2030-06-12', roomNumber: null, amount: 1360 }],
      2454,
    );
    const { view } = await showStep({ price, coupon: <p class="coupon-slot">coupon</p> });
    expect(view.container.querySelector('.coupon-slot')).not.toBeNull();
    const table = view.container.querySelector('table.price-table')!;
    const rows = (selector: string) => Array.from(table.querySelectorAll(`${selector} tr`)).map((tr) => tr.textContent);
    expect(rows('tbody.price-extras')).toEqual(['Extras', 'Kaiseki dinner, Wed, Jun 12 × 2¥24,000', 'Late check-out¥3,000']);
    expect(rows('tbody.price-discounts')).toEqual(['Discounts', 'Winter 10% off, Wed, Jun 12-¥1,360']);
    expect(rows('tbody:first-of-type').at(-1)).toBe('Room total¥28,000');
    // 28,000 + 27,000 − 1,360
    expect(table.querySelector('.price-total')!.textContent).toBe('Total¥53,640');
  });
});

describe('the confirmation step for a day use', () => {
  it('heads its one line with the date, not a night', async () => {
    const day = selectionFixture({
      checkin: '2030-06-12',
      checkout: '2030-06-12',
      nights: 0,
      rooms: [selectedRoomFixture({ salePrice: 7200, salePriceWithoutTax: 6546, tax: 654, nightlyPrices: [{ date: '2030-06-12', price: 7200 }] })],
    });
    const { view } = await showStep({ selection: day });
    expect(view.container.querySelector('table.price-table thead th')!.textContent).toBe('Date');
  });
});

describe('the confirmation step when an extra can no longer be had', () => {
  it('says why and offers to change the extras', async () => {
    $booking.set({ status: 'error', error: new ApiError(409, '1104', 'Not enough of this extra is left.') });
    const onChangeExtras = vi.fn();
    const { view } = await showStep({ onChangeExtras });
    const alert = view.container.querySelector('.notice-error')!;
    const change = Array.from(alert.querySelectorAll('button')).find((b) => b.textContent === 'Change extras')!;
    await act(() => change.click());
    expect(onChangeExtras).toHaveBeenCalledOnce();
  });
});

describe('the confirmation step with a card kept as guarantee', () => {
  it('offers it beside paying at the hotel: the card checked and kept, nothing charged now, the whole total at the hotel', async () => {
    const { view } = await showStep({
      payment: {
        offered: ['on_site', 'on_site_credit_card_required'],
        method: 'on_site_credit_card_required',
        terms: { total: 26400, tax: 2400, promotionDiscount: 0, depositAmount: null, cardVerification: true, onSiteAllowed: true },
        currency: 'JPY',
        depositPercentage: null,
        promotion: null,
        onChoose: vi.fn(),
      },
    });
    const chosen = view.container.querySelector<HTMLInputElement>('input[value="on_site_credit_card_required"]')!;
    expect(chosen.checked).toBe(true);
    expect(chosen.closest('label')?.textContent).toBe(
      'Pay at the hotel, card as a guaranteeYour card is checked now and kept as a guarantee. Nothing is charged now; you pay at the hotel.',
    );
    const amounts = [...view.container.querySelectorAll('.payment-amounts dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(amounts).toEqual(['Charged to your card now ¥0', 'To pay at the hotel ¥26,400']);
    expect(view.container.textContent).toContain('Your rooms are held for 15 minutes while your card is checked.');
    expect(view.container.querySelector('.book-action button')?.textContent).toBe('Continue to card verification');
  });
});

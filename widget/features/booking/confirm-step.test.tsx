// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { policyFixture, selectedRoomFixture, selectionFixture, settingsFixture } from '../../testing/fixtures.ts';
import { json, mockFetch, mount, settle } from '../../testing/render.tsx';
import { $booking } from './booking-store.ts';
import { ConfirmStep } from './confirm-step.tsx';

const selection = selectionFixture({
  rooms: [selectedRoomFixture({ salePrice: 28000, salePriceWithoutTax: 25455, tax: 2545, nightlyPrices: [{ date: '2030-06-12', price: 13600 }, { date: '2030-06-13', price: 14400 }] })],
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

describe('the confirmation step after a price change', () => {
  it('says the price went up, from what to what, and books only once the guest ticks the new price', async () => {
    configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
    mockFetch(() => json(200, { data: [policyFixture({ room_plan_codes: ['DBL-BB'] })] }));
    $booking.set({ status: 'price_changed', previousTotal: 26400 });
    const onBook = vi.fn();
    const view = await mount(
      <I18nProvider i18n={i18n}>
        <ConfirmStep hotelCode="sakura-kyoto" settings={settingsFixture()} selection={selection} onEdit={vi.fn()} onBook={onBook} onChooseAnotherRoom={vi.fn()} />
      </I18nProvider>,
    );
    unmount = view.unmount;
    await settle();
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

describe('the confirmation step for two rooms', () => {
  it('breaks the price down night by night for each room, with the grand total and its tax', async () => {
    configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
    mockFetch(() => json(200, { data: [policyFixture({ room_plan_codes: ['DBL-BB', 'TWN-BB'] })] }));
    const two = selectionFixture({
      rooms: [
        selectedRoomFixture(),
        selectedRoomFixture({ roomIndex: 1, roomTypeName: 'Twin', roomPlanCode: 'TWN-BB', roomPlanName: 'Room only', salePrice: 19800, salePriceWithoutTax: 18000, tax: 1800, nightlyPrices: [{ date: '2030-06-12', price: 9900 }, { date: '2030-06-13', price: 9900 }] }),
      ],
    });
    const view = await mount(
      <I18nProvider i18n={i18n}>
        <ConfirmStep hotelCode="sakura-kyoto" settings={settingsFixture()} selection={two} onEdit={vi.fn()} onBook={vi.fn()} onChooseAnotherRoom={vi.fn()} />
      </I18nProvider>,
    );
    unmount = view.unmount;
    await settle();
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

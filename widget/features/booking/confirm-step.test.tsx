// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import type { SelectedRoom } from '../../lib/selection.ts';
import { policyFixture, settingsFixture } from '../../testing/fixtures.ts';
import { json, mockFetch, mount, settle } from '../../testing/render.tsx';
import { $booking } from './booking-store.ts';
import { ConfirmStep } from './confirm-step.tsx';

const selection: SelectedRoom = {
  hotelCode: 'sakura-kyoto', checkin: '2030-06-12', checkout: '2030-06-14', nights: 2, numberOfAdults: 2, kidsTiers: [], kidsTierNames: {},
  roomTypeCode: 'DBL', roomTypeName: 'Deluxe Double', roomPlanCode: 'DBL-BB', roomPlanName: 'Bed and breakfast', meal: 'breakfast',
  cancellationPolicyId: 'p-1', currency: 'JPY', salePrice: 28000, salePriceWithoutTax: 25455, tax: 2545,
  nightlyPrices: [{ date: '2030-06-12', price: 13600 }, { date: '2030-06-13', price: 14400 }], searchQuery: 'code=sakura-kyoto',
};

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

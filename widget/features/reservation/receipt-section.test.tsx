// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReceiptStatus } from '../../../shared/api/reservations.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $startup } from '../../lib/context.ts';
import { $locale, activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { $settings } from '../../lib/settings.ts';
import { reservationFixture, settingsFixture } from '../../testing/fixtures.ts';
import { buttonByText, click, envelope, json, mockFetch, mount, settle, typeInto, type Recorded } from '../../testing/render.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';
import { $reservation } from './reservation-store.ts';

let unmount = () => {};
const AVAILABLE: ReceiptStatus = { available: true, reason: null, available_from: null, issued: 0, receipt_title: 'Taro Yamada', receipt_unicode: '' };
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

async function renderReceipt(receipt: ReceiptStatus, answer: (request: Recorded) => Response = () => json(200, { data: reservationFixture({ receipt }) })) {
  const http = mockFetch((request) => (request.url.pathname.endsWith('/receipt') ? answer(request) : json(200, { data: reservationFixture({ receipt }) })));
  const location = memoryLocation({ path: '/reservation/confirmation/YD7K2M9Q?bypass_token=tok-1' });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/reservation/confirmation/:number">{(params) => <ConfirmationPage params={params} />}</Route>
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle();
  const section = () => view.container.querySelector('section.receipt');
  return { ...view, ...http, section };
}

const pdfAnswer = () =>
  new Response(PDF, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="receipt-YD7K2M9Q-1.pdf"' } });

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  $reservation.set({ status: 'idle' });
  $locale.set('en');
  $startup.set({ hotelCode: 'sakura-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  $settings.set({ status: 'ready', data: settingsFixture() });
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt-1'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('the receipt of a reservation', () => {
  it('downloads the PDF with the name the guest typed, through a link in the frame, and keeps the link to save it again', async () => {
    const clicked: Array<{ href: string; download: string }> = [];
    const click0 = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    };
    try {
      const page = await renderReceipt(AVAILABLE, pdfAnswer);
      const section = page.section()!;
      expect(section.querySelector('input')!.value).toBe('Taro Yamada');
      await typeInto(section.querySelector('input'), 'Yado Trading Co., Ltd.');
      await click(buttonByText(section, 'Download receipt (PDF)'));
      await settle();
      const request = page.requests.find((r) => r.url.pathname.endsWith('/receipt'))!;
      expect(request.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/reservations/YD7K2M9Q/receipt');
      expect(Object.fromEntries(request.url.searchParams)).toEqual({ bypass_token: 'tok-1', receipt_title: 'Yado Trading Co., Ltd.' });
      expect(request.headers.get('accept')).toBe('application/pdf');
      expect(request.headers.get('x-client-session')).toBe('cs-1');
      expect(clicked).toEqual([{ href: 'blob:receipt-1', download: 'receipt-YD7K2M9Q-1.pdf' }]);
      const again = page.section()!.querySelector('a[download]') as HTMLAnchorElement;
      expect(again.getAttribute('href')).toBe('blob:receipt-1');
      expect(page.section()!.textContent).toContain('Your receipt is downloaded.');
    } finally {
      HTMLAnchorElement.prototype.click = click0;
    }
  });

  it('in zh_Hant asks for the company number and checks both fields before sending anything', async () => {
    await activateLocale('zh_Hant');
    $locale.set('zh_Hant');
    try {
      const page = await renderReceipt({ ...AVAILABLE, receipt_title: '' });
      const section = page.section()!;
      const inputs = section.querySelectorAll('input');
      expect(inputs).toHaveLength(2);
      await typeInto(inputs[0]!, '台湾旅馆');
      await typeInto(inputs[1]!, '1234');
      await click(section.querySelector('button[type="submit"]'));
      expect(page.requests.filter((r) => r.url.pathname.endsWith('/receipt'))).toHaveLength(0);
      expect(section.textContent).toContain('請使用繁體中文字填寫名稱。');
      expect(section.textContent).toContain('統一編號為 8 碼數字。');
    } finally {
      await activateLocale('en');
    }
  });

  it('tells a guest who pays at the hotel to ask the front desk, and offers no download', async () => {
    const page = await renderReceipt({ ...AVAILABLE, available: false, reason: 'receipt_paid_at_hotel' });
    expect(page.section()!.textContent).toContain('You pay for this stay at the hotel: please ask the front desk for your receipt.');
    expect(buttonByText(page.section()!, 'Download receipt (PDF)')).toBeNull();
  });

  it('says from which date a paid stay’s receipt comes, and shows the server’s refusal when there is one', async () => {
    const early = await renderReceipt({ ...AVAILABLE, available: false, reason: 'receipt_before_checkout', available_from: '2030-06-03' });
    expect(early.section()!.textContent).toContain('Your receipt can be downloaded here from the check-out date, Mon, Jun 3, 2030.');
    unmount();
    $reservation.set({ status: 'idle' });
    const refused = await renderReceipt(AVAILABLE, () =>
      json(422, envelope(422, '1252', 'No receipt can be downloaded for this reservation now.', ['receipt_not_paid'])),
    );
    await click(buttonByText(refused.section()!, 'Download receipt (PDF)'));
    await settle();
    expect(refused.section()!.querySelector('[role="alert"]')!.textContent).not.toBe('');
  });

  it('shows no receipt section for a reservation not paid online', async () => {
    const page = await renderReceipt({ ...AVAILABLE, available: false, reason: 'receipt_not_paid' });
    expect(page.section()).toBeNull();
  });
});

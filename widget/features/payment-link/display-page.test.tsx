// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { json, mockFetch, type Recorded, settle } from '../../testing/render.tsx';
import { loadDisplay } from './display-store.ts';
import { linkPage, mountLinkPages, NUMBER } from './link-testing.tsx';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';

let state = 'open';
let amount = 12000;
const answer = (request: Recorded) =>
  request.url.pathname === '/api/v1/qr_codes'
    ? json(200, { data: { url: `http://localhost/widget/payments/${NUMBER}`, svg: SVG } })
    : json(200, { data: linkPage({ state: state as 'open', amount }) });

const unmount = () => {};
beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  state = 'open';
  amount = 12000;
  configureApiClient({ locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('the payment link’s front desk screen', () => {
  it('shows the QR code of the link with its amount and hotel, then the amount as it changes and paid once paid', async () => {
    const http = mockFetch(answer);
    const view = await mountLinkPages(`/payments/${NUMBER}/display`);
    expect(view.container.querySelector('h1')?.textContent).toBe('Scan to pay \u2068¥12,000\u2069');
    const image = view.container.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('QR code of the payment link for \u2068¥12,000\u2069 at Sakura Kyoto');
    expect(decodeURIComponent(image.getAttribute('src')!)).toBe(`data:image/svg+xml;charset=utf-8,${SVG}`);
    expect(view.container.textContent).toContain('Dinner for two');

    amount = 15000;
    await loadDisplay(NUMBER);
    await settle();
    expect(view.container.querySelector('h1')?.textContent).toBe('Scan to pay \u2068¥15,000\u2069');
    // the code holds the page's address: asked for once
    expect(http.requests.filter((request) => request.url.pathname === '/api/v1/qr_codes')).toHaveLength(1);

    state = 'already_paid';
    await loadDisplay(NUMBER);
    await settle();
    expect(view.container.querySelector('h1')?.textContent).toBe('This payment has already been made');
    expect(view.container.querySelector('img')).toBeNull();
  });
});

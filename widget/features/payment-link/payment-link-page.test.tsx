// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { buttonByText, click, json, mockFetch, type Recorded, frameWindow, postFrom, settle } from '../../testing/render.tsx';
import { linkPage, mountLinkPages, NUMBER } from './link-testing.tsx';
import { $link, $reloadAsked, checkPaymentLink, needsReload, RELOAD_AFTER_MS } from './payment-link-store.ts';

const GATEWAY = 'http://127.0.0.1:8090';

let unmount = () => {};
async function open(path: string, answer: (request: Recorded) => Response) {
  const http = mockFetch(answer);
  const view = await mountLinkPages(path);
  unmount = view.unmount;
  return { ...view, ...http };
}

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  configureApiClient({ locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the payment link page', () => {
  it('shows the hotel, what for and the amount, and pays with the token the gateway’s frame posts', async () => {
    let paid = false;
    const page = await open(`/payments/${NUMBER}`, (request) => {
      if (request.method === 'POST' && request.url.pathname.endsWith('/payments')) {
        return json(201, { data: { payment_id: 'pay_1', hosted_fields_url: `${GATEWAY}/fields/pay_1`, gateway_origin: GATEWAY } });
      }
      if (request.url.pathname.endsWith('/confirm')) {
        paid = true;
        return json(200, { data: { page: linkPage({ state: 'paid' }), challenge_url: null } });
      }
      if (request.url.pathname.startsWith('/widget/') || request.url.origin === GATEWAY) return new Response('<!doctype html><title>fields</title>');
      return json(200, { data: linkPage() });
    });
    expect(page.heading()).toBe('Payment request from Sakura Kyoto');
    expect(page.text()).toContain('Dinner for two');
    expect(page.text()).toContain('¥12,000');
    await click(buttonByText(page.container, 'Pay ¥12,000 by card'));
    await settle(6);
    // the Pay button is gone: focus is on the card step's heading
    expect(document.activeElement?.textContent).toBe('Card details');
    const frame = page.container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`${GATEWAY}/fields/pay_1`);
    expect(frame.getAttribute('allow')).toBe('payment');
    expect(frame.getAttribute('title')).toBe('Secure card form of our payment provider');

    const token = { source: 'yado-sandbox-gateway', version: 1, type: 'token', token: 'tok_1' };
    // from another origin, or another window: not the gateway's frame
    await postFrom(frameWindow(frame), 'http://evil.test', token);
    await postFrom(window, GATEWAY, token);
    expect(paid).toBe(false);
    await postFrom(frameWindow(frame), GATEWAY, token);
    expect(paid).toBe(true);
    const confirm = page.requests.find((request) => request.url.pathname.endsWith('/confirm'))!;
    expect(confirm.url.pathname).toBe(`/api/v1/payment_links/${NUMBER}/payments/pay_1/confirm`);
    expect(confirm.body).toMatchObject({ token: 'tok_1' });
    expect(page.heading()).toBe('Thank you, your payment is complete');
    expect(page.container.querySelector('iframe')).toBeNull();
  });

  it('frames the bank’s check, offers it in this window, and asks our server once the frame says it is done', async () => {
    const page = await open(`/payments/${NUMBER}`, (request) => {
      if (request.method === 'POST' && request.url.pathname.endsWith('/payments')) {
        return json(201, { data: { payment_id: 'pay_2', hosted_fields_url: `${GATEWAY}/fields/pay_2`, gateway_origin: GATEWAY } });
      }
      if (request.url.pathname.endsWith('/confirm')) return json(200, { data: { page: linkPage(), challenge_url: `${GATEWAY}/challenge/pay_2` } });
      if (request.url.origin === GATEWAY) return new Response('<!doctype html><title>gateway</title>');
      return json(200, { data: linkPage(request.url.searchParams.get('payment_id') === 'pay_2' ? { state: 'paid' } : {}) });
    });
    await click(buttonByText(page.container, 'Pay ¥12,000 by card'));
    await settle(6);
    await postFrom(frameWindow(page.container.querySelector('iframe')!), GATEWAY, {
      source: 'yado-sandbox-gateway',
      version: 1,
      type: 'token',
      token: 'tok_2',
    });
    const challenge = page.container.querySelector('iframe')!;
    expect(challenge.getAttribute('title')).toBe('Security check of your card issuer');
    expect(page.container.querySelector('a[target="_top"]')?.getAttribute('href')).toBe(`${GATEWAY}/challenge/pay_2?mode=redirect`);
    await postFrom(frameWindow(challenge), GATEWAY, { source: 'yado-sandbox-gateway', version: 1, type: 'challenge_complete', payment_id: 'pay_2' });
    expect(page.requests.at(-1)!.url.search).toBe('?payment_id=pay_2');
    expect(page.heading()).toBe('Thank you, your payment is complete');
  });

  it('reads the result of a top-level 3-D Secure step from our server, naming the payment', async () => {
    const page = await open(`/payments/${NUMBER}?payment_id=pay_3`, () => json(200, { data: linkPage({ state: 'failed', failure_code: '3006' }) }));
    expect(page.requests[0]!.url.search).toBe('?payment_id=pay_3');
    expect(page.heading()).toBe('Your payment did not go through');
    expect(page.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Your card issuer’s security check did not succeed. Nothing was charged. You can try again with the same card or another one.',
    );
    expect(buttonByText(page.container, 'Try again')).not.toBeNull();
  });

  it.each([
    ['already_paid', 'This payment has already been made'],
    ['completed', 'This payment has been settled'],
    ['refunded', 'This payment has been refunded'],
    ['cancelled', 'This payment link is no longer valid'],
  ] as const)('says %s with no way to pay', async (state, heading) => {
    const page = await open(`/payments/${NUMBER}`, () => json(200, { data: linkPage({ state }) }));
    expect(page.heading()).toBe(heading);
    expect(page.container.querySelectorAll('button')).toHaveLength(0);
  });

  it('says a link is not found for an unknown number', async () => {
    const page = await open(`/payments/${NUMBER}`, () =>
      json(404, { errors: [{ code: '1000', title: 'There is nothing at this address.', details: { base: [] } }] }),
    );
    expect(page.heading()).toBe('We could not find this payment link');
    expect(page.text()).toContain('ask the hotel for a new one');
  });

  it('asks for a reload instead of the Pay button once the amount changed', async () => {
    let amount = 12000;
    const page = await open(`/payments/${NUMBER}`, () =>
      json(200, { data: linkPage({ amount, amount_changed_at: amount === 12000 ? '2030-06-01T00:00:00.000Z' : '2030-06-01T01:00:00.000Z' }) }),
    );
    amount = 15000;
    await act(() => checkPaymentLink());
    await settle();
    expect($reloadAsked.get()).toBe(true);
    expect(page.container.querySelector('[role="alert"]')?.textContent).toContain('This page is out of date');
    expect(buttonByText(page.container, 'Pay ¥12,000 by card')).toBeNull();
    await click(buttonByText(page.container, 'Reload'));
    await settle(6);
    expect(page.text()).toContain('¥15,000');
    expect(buttonByText(page.container, 'Pay ¥15,000 by card')).not.toBeNull();
  });
});

describe('when the page must be reloaded (spec 1 §4)', () => {
  const shown = linkPage();
  it('after an hour, even when nothing changed', () => {
    expect(needsReload(shown, 0, RELOAD_AFTER_MS - 1, shown)).toBe(false);
    expect(needsReload(shown, 0, RELOAD_AFTER_MS, shown)).toBe(true);
    expect(needsReload(shown, 0, RELOAD_AFTER_MS, null)).toBe(true);
  });
  it('as soon as the amount changed, even back to the same figure', () => {
    expect(needsReload(shown, 0, 1000, linkPage({ amount: 13000 }))).toBe(true);
    expect(needsReload(shown, 0, 1000, linkPage({ amount_changed_at: '2030-06-01T02:00:00.000Z' }))).toBe(true);
    expect(needsReload(shown, 0, 1000, null)).toBe(false);
  });
  it('keeps a page that was never shown out of it', async () => {
    $link.set({ status: 'loading' });
    $reloadAsked.set(false);
    await checkPaymentLink();
    expect($reloadAsked.get()).toBe(false);
  });
});

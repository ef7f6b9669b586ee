// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApiClient } from '../../../lib/api-client.ts';
import { $startup } from '../../../lib/context.ts';
import { activateLocale, loadLaterText } from '../../../lib/i18n.ts';
import { $member } from '../../../lib/member-session.ts';
import { memberFixture } from '../../../testing/fixtures.ts';
import { buttonByText, click, envelope, json, mockFetch, mount, type Recorded, settle } from '../../../testing/render.tsx';
import { PaymentOptionsPage } from './payment-options-page.tsx';

const VISA = { id: '0b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, holder: 'Hanako Yamada' };
const MASTERCARD = { id: '0b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c5', brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2029, holder: null };

let unmount = () => {};
async function show(answer: (request: Recorded) => Response, path = '/my-account/payment-options') {
  const http = mockFetch(answer);
  const location = memoryLocation({ path, record: true });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PaymentOptionsPage />
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle(6);
  return { ...view, ...http, location, text: () => view.container.textContent ?? '' };
}
const names = (root: ParentNode) => [...root.querySelectorAll('.saved-card-name')].map((p) => p.textContent);

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  $startup.set({ hotelCode: 'demo-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  $member.set({ status: 'signed-in', user: memberFixture(), change: 'start' });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('the payment options page', () => {
  it('lists the saved cards by brand, last four digits, expiry and holder, each with a delete button named for its card', async () => {
    const page = await show(() => json(200, { data: [VISA, MASTERCARD] }));
    expect(names(page.container)).toEqual(['Visa ••••ending in 4242', 'Mastercard ••••ending in 4444']);
    expect([...page.container.querySelectorAll('.saved-card-detail')].map((p) => p.textContent)).toEqual(['Expires 12/30 · Hanako Yamada', 'Expires 03/29']);
    expect([...page.container.querySelectorAll('.saved-card button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Delete Visa ending in 4242',
      'Delete Mastercard ending in 4444',
    ]);
    expect(page.requests[0]!.url.pathname).toBe('/api/v1/hotels/demo-kyoto/memberships/credit_cards');
  });

  it('says how to save a card when there is none', async () => {
    const page = await show(() => json(200, { data: [] }));
    expect(page.text()).toContain('You have no saved cards. To save one, tick “Save this card”');
    expect(page.container.querySelector('.saved-cards')).toBeNull();
  });

  it('deletes a card only after its confirmation, then takes it off the list and says so', async () => {
    const page = await show((request) => (request.method === 'DELETE' ? json(200, { data: { deleted: true } }) : json(200, { data: [VISA, MASTERCARD] })));
    await click(page.container.querySelector('.saved-card button'));
    const dialog = page.container.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Delete this card?');
    await click(buttonByText(dialog, 'Keep card'));
    expect(page.container.querySelector('[role="dialog"]')).toBeNull();
    expect(page.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await click(page.container.querySelector('.saved-card button'));
    await click(buttonByText(page.container.querySelector('[role="dialog"]')!, 'Delete card'));
    await settle(4);
    const deleted = page.requests.filter((r) => r.method === 'DELETE');
    expect(deleted.map((r) => r.url.pathname)).toEqual([`/api/v1/hotels/demo-kyoto/memberships/credit_cards/${VISA.id}`]);
    expect(names(page.container)).toEqual(['Mastercard ••••ending in 4444']);
    expect(page.container.querySelector('[role="status"]')?.textContent).toBe('The card Visa ••••ending in 4242 was deleted.');
  });

  it('keeps the card and says why when the deletion is refused', async () => {
    const page = await show((request) =>
      request.method === 'DELETE'
        ? json(404, envelope(404, '1000', 'We could not find this saved card.', ['saved_card_not_found']))
        : json(200, { data: [VISA] }),
    );
    await click(page.container.querySelector('.saved-card button'));
    await click(buttonByText(page.container.querySelector('[role="dialog"]')!, 'Delete card'));
    await vi.waitFor(() => expect(page.container.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe('We could not find this saved card.'));
    expect(names(page.container)).toEqual(['Visa ••••ending in 4242']);
  });

  it('sends a signed-out guest to sign in, asking nothing', async () => {
    $member.set({ status: 'signed-out', change: 'start' });
    const page = await show(() => json(200, { data: [VISA] }));
    expect(page.location.history?.at(-1)).toBe('/sign-in?code=demo-kyoto');
    expect(page.requests).toHaveLength(0);
  });
});

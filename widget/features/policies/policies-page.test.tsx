// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApiClient } from '../../lib/api-client.ts';
import { $startup } from '../../lib/context.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { policyFixture } from '../../testing/fixtures.ts';
import { envelope, json, mockFetch, mount, settle } from '../../testing/render.tsx';
import { PoliciesPage } from './policies-page.tsx';
import { $policies } from './policies-store.ts';

const STANDARD = policyFixture({ description: 'Cancel by phone or online.' });
const STRICT = policyFixture({
  id: '0b6d1f4e-8a2c-4f0e-9a51-3c7e2d9b1a40',
  name: 'Non-refundable',
  cancellation_policy_parts: [{ days_before: 999, hours_after: null, percentage_of_cost: 100 }],
  no_show_percentage_of_cost: 100,
});

let unmount = () => {};
async function renderAt(search: string) {
  const location = memoryLocation({ path: `/cancellation-policy?${search}` });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/cancellation-policy" component={PoliciesPage} />
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle();
  return view.container;
}
const items = (element: Element) => Array.from(element.querySelectorAll('li')).map((li) => li.textContent);

// the page is loaded on demand: its text is in the later part of the catalog
beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  $policies.set({ status: 'idle' });
  $startup.set({ hotelCode: 'sakura-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(async () => {
  unmount();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('cancellation policy page', () => {
  it('shows each policy under its own heading, with its tiers in words', async () => {
    mockFetch(() => json(200, { data: [STANDARD, STRICT] }));
    const container = await renderAt('code=sakura-kyoto');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')!.textContent).toBe('Cancellation policy');
    const sections = container.querySelectorAll('section');
    expect(Array.from(container.querySelectorAll('h2')).map((h2) => h2.textContent)).toEqual(['Standard', 'Non-refundable']);
    expect(sections[0]!.querySelector('p')!.textContent).toBe('Cancel by phone or online.');
    expect(items(sections[0]!)).toEqual([
      'Free cancellation until 3 days before check-in.',
      'From 3 days before check-in: 30% of the total price.',
      'From 1 day before check-in (6:00 PM): 50% of the total price.',
      'On the check-in day, reservations cannot be cancelled online. Please call the hotel.',
      'No-show: 100% of the total price.',
    ]);
    expect(items(sections[1]!)[0]).toBe('From the time of booking: 100% of the total price.');
  });

  it('reads as a Japanese front desk would say it', async () => {
    await activateLocale('ja');
    await loadLaterText();
    mockFetch(() => json(200, { data: [STANDARD] }));
    const container = await renderAt('code=sakura-kyoto');
    expect(container.querySelector('h1')!.textContent).toBe('キャンセルポリシー');
    const lines = items(container);
    expect(lines[1]).toBe('チェックイン3日前から：宿泊料金の30%');
    expect(lines[2]).toBe('チェックイン1日前（18:00）から：宿泊料金の50%');
  });

  it('shows only the policy the query names, and says so when there is none', async () => {
    mockFetch(() => json(200, { data: [STANDARD, STRICT] }));
    const one = await renderAt(`code=sakura-kyoto&policy_id=${STRICT.id}`);
    expect(Array.from(one.querySelectorAll('h2')).map((h2) => h2.textContent)).toEqual(['Non-refundable']);
    unmount();
    const none = await renderAt('code=sakura-kyoto&policy_id=unknown');
    expect(none.querySelector('h2')).toBeNull();
    expect(none.textContent).toContain('There is no cancellation policy to show.');
  });

  it('says what went wrong when the policies cannot be loaded', async () => {
    mockFetch(() => json(404, envelope(404, '1000', 'Hotel not found', ['hotel_not_found'])));
    const container = await renderAt('code=sakura-kyoto');
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('This hotel could not be found.');
  });
});

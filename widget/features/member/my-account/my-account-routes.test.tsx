// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { $startup } from '../../../lib/context.ts';
import { activateLocale } from '../../../lib/i18n.ts';
import { $member } from '../../../lib/member-session.ts';
import { memberFixture } from '../../../testing/fixtures.ts';
import { json, mockFetch } from '../../../testing/render.tsx';
import { renderMyAccount } from './my-account-testing.tsx';

let unmount = () => {};

/** Renders my account at `path`; returns where the router ended and the page. */
async function renderAt(path: string) {
  const view = await renderMyAccount(path);
  unmount = view.unmount;
  return view;
}

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  $startup.set({ hotelCode: 'demo-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  configureApiClient({ hotelCode: 'demo-kyoto', clientSession: async () => 'cs-1', locale: () => 'en', memberToken: () => 'at-1' }, { reset: true });
  mockFetch(() => json(200, { data: { reservations: [], page: 1, per_page: 10, total_pages: 0, total_entries: 0 } }));
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('my account’s routes (spec 1 §2, protected)', () => {
  it('sends a guest who is not signed in to sign in, keeping the hotel code', async () => {
    $member.set({ status: 'signed-out', change: 'start' });
    const { history } = await renderAt('/my-account/profile');
    expect(history.at(-1)).toBe('/sign-in?code=demo-kyoto');
  });

  it('sends a member whose account was just deleted to /member-deleted-confirmation, which anyone may open', async () => {
    $member.set({ status: 'signed-out', change: 'deleted' });
    const { history } = await renderAt('/my-account/profile');
    expect(history.at(-1)).toBe('/member-deleted-confirmation?code=demo-kyoto');
    $member.set({ status: 'signed-out', change: 'start' });
    const deleted = await renderAt('/member-deleted-confirmation');
    expect(deleted.container.querySelector('h1')!.textContent).toBe('Your account has been deleted');
  });

  it('opens the profile for /my-account and for the sub-pages not offered yet (points, promotions)', async () => {
    $member.set({ status: 'signed-in', user: memberFixture(), change: 'sign-in' });
    for (const path of ['/my-account', '/my-account/points', '/my-account/promotions']) {
      const { history } = await renderAt(path);
      expect(history.at(-1)).toBe('/my-account/profile?code=demo-kyoto');
      unmount();
    }
  });

  it('names the sub-page shown in its navigation and heading, and links back to search', async () => {
    $member.set({ status: 'signed-in', user: memberFixture(), change: 'sign-in' });
    const { container } = await renderAt('/my-account/reservations');
    const nav = container.querySelector('nav[aria-label="My account"]')!;
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['Profile', '/my-account/profile?code=demo-kyoto', null],
      ['Reservations', '/my-account/reservations?code=demo-kyoto', 'page'],
      ['Payment options', '/my-account/payment-options?code=demo-kyoto', null],
    ]);
    expect(container.querySelector('h1')!.textContent).toBe('Reservations');
    expect(container.querySelector('.account-back')!.getAttribute('href')).toBe('/booking/result?code=demo-kyoto');
  });
});

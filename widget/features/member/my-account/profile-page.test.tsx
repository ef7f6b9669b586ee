// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { $startup } from '../../../lib/context.ts';
import { activateLocale } from '../../../lib/i18n.ts';
import { $member } from '../../../lib/member-session.ts';
import { memberFixture } from '../../../testing/fixtures.ts';
import { buttonByText, click, envelope, json, mockFetch, settle, typeInto } from '../../../testing/render.tsx';
import { accountFixture, renderMyAccount } from './my-account-testing.tsx';

const ACCOUNT = accountFixture({ has_password: false });
const RECENT_SIGN_IN = 'For your security, this needs a recent sign-in.';

let unmount = () => {};

/** Renders the profile page for a member without a password; the server refuses the first password for want of a recent sign-in. */
async function renderProfile() {
  const { requests } = mockFetch((request) => {
    if (request.url.pathname.endsWith('/show')) return json(200, { data: ACCOUNT });
    if (request.url.pathname.endsWith('/update_password')) return json(403, envelope(403, '1000', RECENT_SIGN_IN, ['recent_sign_in_required']));
    return json(200, { data: {} });
  });
  const view = await renderMyAccount('/my-account/profile');
  unmount = view.unmount;
  return { ...view, requests };
}

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  $startup.set({ hotelCode: 'demo-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  configureApiClient({ hotelCode: 'demo-kyoto', clientSession: async () => 'cs-1', locale: () => 'en', memberToken: () => 'at-1' }, { reset: true });
  $member.set({ status: 'signed-in', user: memberFixture(), change: 'sign-in' });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('my account of a member without a password (made by an OpenID sign-in)', () => {
  it('asks no current password anywhere and offers to set a password', async () => {
    const { container } = await renderProfile();
    expect(buttonByText(container, 'Set a password')).not.toBeNull();
    expect(buttonByText(container, 'Change password')).toBeNull();
    await click(buttonByText(container, 'Delete my account…'));
    await settle(3);
    expect(container.querySelectorAll('input[type="password"]')).toHaveLength(2);
    expect(container.querySelector('input[name$="current_password"]')).toBeNull();
  });

  it('says a recent sign-in is needed, and its button signs out and opens the sign-in page', async () => {
    const { container, history, requests } = await renderProfile();
    await typeInto(container.querySelector('input[name="password"]'), 'Momiji2027y');
    await typeInto(container.querySelector('input[name="password_confirmation"]'), 'Momiji2027y');
    await click(buttonByText(container, 'Set a password'));
    await settle(3);
    expect(container.querySelector('[role="alert"]')!.textContent).toContain(RECENT_SIGN_IN);
    await click(buttonByText(container, 'Sign out and sign in again'));
    await settle(3);
    expect(requests.some((request) => request.url.pathname.endsWith('/sign_out'))).toBe(true);
    expect($member.get().status).toBe('signed-out');
    expect(history.at(-1)).toBe('/sign-in?code=demo-kyoto');
  });
});

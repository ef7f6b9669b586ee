// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { $startup } from '../../lib/context.ts';
import { activateLocale } from '../../lib/i18n.ts';
import { $member } from '../../lib/member-session.ts';
import { $settings } from '../../lib/settings.ts';
import { settingsFixture, memberFixture } from '../../testing/fixtures.ts';
import { mount, settle } from '../../testing/render.tsx';
import { LoginMenu } from './login-menu.tsx';

const USER = memberFixture();
let unmount = () => {};

async function renderMenu(path = '/booking/result', membership = { sign_in_active: true, sign_up_active: true }) {
  $startup.set({ hotelCode: 'demo-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  $settings.set({ status: 'ready', data: settingsFixture({ membership }) });
  const location = memoryLocation({ path });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LoginMenu />
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle(1);
  return view.container;
}

const entries = (container: HTMLElement) => Array.from(container.querySelectorAll('.login-menu-list a')).map((a) => [a.textContent, a.getAttribute('href')]);

beforeAll(() => activateLocale('en'));
afterEach(() => unmount());

describe('the login menu', () => {
  it('follows the hotel’s switches (spec 1 §5): sign-in only without sign-up, and no menu for a guest without either', async () => {
    $member.set({ status: 'signed-out', change: 'start' });
    let container = await renderMenu('/booking/result', { sign_in_active: true, sign_up_active: false });
    await act(() => container.querySelector<HTMLButtonElement>('.login-menu-button')!.click());
    expect(entries(container)).toEqual([['Sign in', '/sign-in?code=demo-kyoto']]);
    unmount();
    container = await renderMenu('/booking/result', { sign_in_active: false, sign_up_active: false });
    expect(container.querySelector('.login-menu-button')).toBeNull();
  });

  it('shows nothing until the member is known', async () => {
    $member.set({ status: 'unknown' });
    expect((await renderMenu()).querySelector('button')).toBeNull();
  });

  it('offers a guest member sign-in and sign-up, each with the hotel code, and closes with Escape', async () => {
    $member.set({ status: 'signed-out', change: 'start' });
    const container = await renderMenu();
    const button = container.querySelector<HTMLButtonElement>('.login-menu-button')!;
    expect(button.getAttribute('aria-label')).toBe('Member menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(entries(container)).toEqual([
      ['Sign in', '/sign-in?code=demo-kyoto'],
      ['Sign up', '/sign-up?code=demo-kyoto'],
    ]);
    await act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(container.querySelector('.login-menu-list')).toBeNull();
  });

  it('names the signed-in member and offers their account, their reservations, their payment options and sign-out; no sign-up in voucher mode', async () => {
    $member.set({ status: 'signed-in', user: USER, change: 'sign-in' });
    const container = await renderMenu();
    const button = container.querySelector<HTMLButtonElement>('.login-menu-button')!;
    expect(button.getAttribute('aria-label')).toBe('Member menu, signed in as Hanako Yamada');
    await act(() => button.click());
    expect(container.querySelector('.login-menu-name')!.textContent).toBe('Signed in as Hanako Yamada');
    expect(entries(container)).toEqual([
      ['My account', '/my-account/profile?code=demo-kyoto'],
      ['My reservations', '/my-account/reservations?code=demo-kyoto'],
      ['Payment options', '/my-account/payment-options?code=demo-kyoto'],
      ['Sign out', '/sign-out?code=demo-kyoto'],
    ]);
    unmount();

    $member.set({ status: 'signed-out', change: 'sign-out' });
    const voucher = await renderMenu('/booking/result?mode=voucher');
    await act(() => voucher.querySelector<HTMLButtonElement>('.login-menu-button')!.click());
    expect(entries(voucher).map(([text]) => text)).toEqual(['Sign in']);
  });
});

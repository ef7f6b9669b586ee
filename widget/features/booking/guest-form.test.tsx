// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { blur, mount, settle, typeInto } from '../../testing/render.tsx';
import { GuestForm } from './guest-form.tsx';
import { clearGuest } from './guest-store.ts';

let unmount = () => {};

async function renderForm(onDone = vi.fn()) {
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <GuestForm onDone={onDone} />
    </I18nProvider>,
  );
  unmount = view.unmount;
  const field = (name: string) => view.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const messageFor = (name: string) => {
    const input = field(name);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? null;
  };
  const submit = async () => {
    view.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle(1);
  };
  return { ...view, field, messageFor, submit, onDone };
}

beforeAll(() => loadLaterText());
beforeEach(() => {
  sessionStorage.clear();
  clearGuest();
});
afterEach(async () => {
  unmount();
  await activateLocale('en');
});

describe('guest form', () => {
  it('says what is wrong next to the field when the guest leaves it, in English', async () => {
    await activateLocale('en');
    const form = await renderForm();
    await typeInto(form.field('email'), 'hanako@');
    await blur(form.field('email'));
    expect(form.messageFor('email')).toBe('Please enter a valid e-mail address, like name@example.com.');
    expect(form.field('email').getAttribute('aria-invalid')).toBe('true');

    await typeInto(form.field('email'), 'hanako@example.com');
    expect(form.messageFor('email')).toBeNull();

    await typeInto(form.field('email_confirmation'), 'hanako@example.co');
    await blur(form.field('email_confirmation'));
    expect(form.messageFor('email_confirmation')).toBe('The e-mail addresses do not match.');

    await typeInto(form.field('first_name'), 'Hanako2');
    await blur(form.field('first_name'));
    expect(form.messageFor('first_name')).toBe('Please use letters only (no digits, symbols or emoji).');

    await typeInto(form.field('phone'), '090-1234-5678');
    await blur(form.field('phone'));
    expect(form.messageFor('phone')).toBe('Please enter a phone number in half-width digits (a leading + is allowed).');
  });

  it('says the same in Japanese, last name first', async () => {
    await activateLocale('ja');
    const form = await renderForm();
    const names = Array.from(form.container.querySelectorAll('input')).map((input) => input.name);
    expect(names.slice(0, 2)).toEqual(['last_name', 'first_name']);
    await typeInto(form.field('email'), 'hanako@');
    await blur(form.field('email'));
    expect(form.messageFor('email')).toBe('正しいメールアドレスを入力してください（例：name@example.com）。');
    await typeInto(form.field('email'), 'hanako@example.com');
    await typeInto(form.field('email_confirmation'), 'other@example.com');
    await blur(form.field('email_confirmation'));
    expect(form.messageFor('email_confirmation')).toBe('メールアドレスが一致しません。');
    await form.submit();
    expect(form.messageFor('last_name')).toBe('お名前を入力してください。');
    expect(form.messageFor('phone')).toBe('電話番号を入力してください。');
  });

  it('orders the name fields as the locale writes names: first name first only in English', async () => {
    const order = async () => {
      const form = await renderForm();
      const names = Array.from(form.container.querySelectorAll('input')).map((input) => input.name).slice(0, 2);
      unmount();
      return names;
    };
    await activateLocale('en');
    expect(await order()).toEqual(['first_name', 'last_name']);
    for (const locale of ['ko', 'zh_Hant', 'ar'] as const) {
      await activateLocale(locale);
      expect(await order(), locale).toEqual(['last_name', 'first_name']);
    }
  });

  it('on submit lists every error in a focused summary and does not go on', async () => {
    await activateLocale('en');
    const form = await renderForm();
    await typeInto(form.field('first_name'), 'Hanako');
    await form.submit();
    const summary = form.container.querySelector('.error-summary')!;
    expect(document.activeElement).toBe(summary);
    expect(Array.from(summary.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Last name: Please enter a name.',
      'E-mail address: Please enter your e-mail address.',
      'E-mail address (again): Please enter your e-mail address again.',
      'Phone number: Please enter a phone number.',
    ]);
    expect(form.onDone).not.toHaveBeenCalled();
  });

  it('goes on when everything is right', async () => {
    await activateLocale('en');
    const form = await renderForm();
    await typeInto(form.field('first_name'), 'Hanako');
    await typeInto(form.field('last_name'), 'Yamada');
    await typeInto(form.field('email'), 'hanako@example.com');
    await typeInto(form.field('email_confirmation'), 'Hanako@Example.com');
    await typeInto(form.field('phone'), '+819012345678');
    await form.submit();
    expect(form.container.querySelector('.error-summary')).toBeNull();
    expect(form.onDone).toHaveBeenCalledOnce();
  });
});

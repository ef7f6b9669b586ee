// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { $settings } from '../../lib/settings.ts';
import { settingsFixture } from '../../testing/fixtures.ts';
import { blur, buttonByText, mount, settle, typeInto } from '../../testing/render.tsx';
import { GuestForm } from './guest-form.tsx';
import { checkGuest, clearGuest, $guest } from './guest-store.ts';

const BAD_PHONE = 'This does not look like a phone number. Please check the digits; for a number from another country, start with + and the country code.';
const GUEST = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com' };

let unmount = () => {};
beforeAll(() => loadLaterText());
beforeEach(async () => {
  sessionStorage.clear();
  clearGuest();
  await activateLocale('en');
  $settings.set({ status: 'ready', data: settingsFixture({ country: 'JP' }) });
});
afterEach(() => {
  unmount();
  vi.restoreAllMocks();
  $settings.set({ status: 'loading', data: null });
});

async function renderForm() {
  const onDone = vi.fn();
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <GuestForm onDone={onDone} />
    </I18nProvider>,
  );
  await settle(1);
  unmount = view.unmount;
  const field = (name: string) => view.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  for (const [name, value] of Object.entries(GUEST)) await typeInto(field(name), value);
  const phoneError = () => document.getElementById('field-phone-error')?.textContent ?? null;
  return { ...view, field, phoneError, onDone, button: buttonByText(view.container, 'Continue to confirmation')! };
}

describe('the phone number as people type it', () => {
  it('takes national and international formats at a Japanese hotel', async () => {
    for (const phone of ['090-1234-5678', '+81 90-1234-5678', '(03) 1234-5678', '０９０－１２３４－５６７８', '+1 (415) 555-2671'])
      expect(checkGuest({ ...$guest.get(), ...GUEST, phone }), phone).toEqual({});
    expect(checkGuest({ ...$guest.get(), ...GUEST, phone: '090-1234' })).toEqual({ phone: 'phone_invalid' });
  });

  it('lets the guest go on with 090-1234-5678 at a Japanese hotel', async () => {
    const form = await renderForm();
    await typeInto(form.field('phone'), '090-1234-5678');
    await blur(form.field('phone'));
    expect(form.phoneError()).toBeNull();
    await act(() => form.button.click());
    await settle(1);
    expect(form.onDone).toHaveBeenCalledOnce();
  });
});

describe('a tap on Continue right after a wrong phone number', () => {
  it('keeps the blur message back until the tap’s click, which lands on Continue and shows the summary in view', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    // the form is long: what is brought into view starts below the window's bottom
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: window.innerHeight + 800, width: 300, height: 40 }));
    const form = await renderForm();
    await typeInto(form.field('phone'), 'call me');
    form.field('phone').focus();

    // the browser's order for a tap: mousedown, the blur it causes, mouseup, click
    await act(() => {
      form.button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    });
    await blur(form.field('phone'));
    await settle(1);
    // nothing has been added above the button while the finger is on it
    expect(form.phoneError()).toBeNull();
    expect(form.container.querySelector('.error-summary')).toBeNull();

    await act(() => {
      form.button.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true }));
      form.button.click();
    });
    await settle(2);

    const summary = form.container.querySelector<HTMLElement>('.error-summary')!;
    expect(Array.from(summary.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [`Phone number: ${BAD_PHONE}`, '#field-phone'],
    ]);
    expect(document.activeElement).toBe(summary);
    expect(scrolled.mock.contexts[0]).toBe(summary);
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(form.phoneError()).toBe(BAD_PHONE);
    expect(form.onDone).not.toHaveBeenCalled();
  });

  it('shows the message at once when the guest leaves the field without pressing anything (Tab)', async () => {
    const form = await renderForm();
    await typeInto(form.field('phone'), 'call me');
    await blur(form.field('phone'));
    expect(form.phoneError()).toBe(BAD_PHONE);
  });

  it('brings the field into view and focuses it from its summary link', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    // the form is long: what is brought into view starts below the window's bottom
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: window.innerHeight + 800, width: 300, height: 40 }));
    const form = await renderForm();
    await typeInto(form.field('phone'), 'call me');
    await act(() => form.button.click());
    await settle(2);
    await act(() => form.container.querySelector<HTMLAnchorElement>('.error-summary a')!.click());
    expect(document.activeElement).toBe(form.field('phone'));
    expect(scrolled.mock.contexts.at(-1)).toBe(form.field('phone'));
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { $settings } from '../../lib/settings.ts';
import { validationText } from '../../lib/validation-text.ts';
import { settingsFixture } from '../../testing/fixtures.ts';
import { blur, choose, click, mount, settle, typeInto } from '../../testing/render.tsx';
import { GUEST_FORM_ID, GuestForm } from './guest-form.tsx';
import { $guest, $roomGuests, clearGuest, guestInputOf, currentGuestRules, roomGuestNameFor } from './guest-store.ts';

let unmount = () => {};

async function renderForm(onDone = vi.fn(), rooms?: Array<{ label: string }>) {
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <GuestForm onDone={onDone} rooms={rooms} />
    </I18nProvider>,
  );
  await settle(1);
  unmount = view.unmount;
  const field = (name: string) => view.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const names = () => Array.from(view.container.querySelectorAll<HTMLInputElement>('input, select, textarea')).map((input) => input.name);
  const summaryLines = () => Array.from(view.container.querySelectorAll('.error-summary a')).map((a) => a.textContent);
  const messageFor = (name: string) => {
    const input = field(name);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? null;
  };
  const submit = async () => {
    view.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle(1);
  };
  return { ...view, field, names, summaryLines, messageFor, submit, onDone };
}

beforeAll(() => loadLaterText());
beforeEach(() => {
  sessionStorage.clear();
  clearGuest();
});
afterEach(async () => {
  unmount();
  $settings.set({ status: 'loading', data: null });
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

    await typeInto(form.field('phone'), 'call me');
    await blur(form.field('phone'));
    expect(form.messageFor('phone')).toBe(
      'This does not look like a phone number. Please check the digits; for a number from another country, start with + and the country code.',
    );
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
      const names = Array.from(form.container.querySelectorAll('input'))
        .map((input) => input.name)
        .slice(0, 2);
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

describe('guest form: the summary bar’s button', () => {
  it('submits the form from outside it, with the form’s own checks', async () => {
    await activateLocale('en');
    const onDone = vi.fn();
    const view = await mount(
      <I18nProvider i18n={i18n}>
        <GuestForm onDone={onDone} />
        <button type="submit" form={GUEST_FORM_ID}>
          Continue to confirmation
        </button>
      </I18nProvider>,
    );
    unmount = view.unmount;
    await settle(1);
    await click(view.container.querySelector('button[form]'));
    expect(view.container.querySelector('.error-summary')).not.toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});

const asking = (overrides: Parameters<typeof settingsFixture>[0]) => $settings.set({ status: 'ready', data: settingsFixture(overrides) });
const fill = async (form: Awaited<ReturnType<typeof renderForm>>, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await typeInto(form.field(name), value);
};
const CONTACT = { email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+819012345678' };

describe('guest form: what the hotel asks (spec 1 §3 settings, §5 validation)', () => {
  it('asks nothing more than names, contact and requests when the hotel asks nothing more', async () => {
    await activateLocale('ja');
    asking({});
    const form = await renderForm();
    expect(form.names()).toEqual(['last_name', 'first_name', 'email', 'email_confirmation', 'phone', 'special_request']);
  });

  it('in Japanese asks the kanji name with its kana, the English name and the address, in Japanese order', async () => {
    await activateLocale('ja');
    asking({ kanji_name_required: true, english_name_required: true, customer_address_required: true });
    const form = await renderForm();
    expect(form.names()).toEqual([
      'last_name',
      'first_name',
      'last_name_kana',
      'first_name_kana',
      'english_last_name',
      'english_first_name',
      'email',
      'email_confirmation',
      'phone',
      'country',
      'postal_code',
      'prefecture_or_state',
      'street_address',
      'building_name_and_number',
      'special_request',
    ]);
    // a guest reading Japanese most likely lives in Japan: the prefecture is one of the 47
    expect(form.field('country').value).toBe('JP');
    const prefectures = form.field('prefecture_or_state') as unknown as HTMLSelectElement;
    expect(prefectures.tagName).toBe('SELECT');
    expect(prefectures.options).toHaveLength(48);
    expect(prefectures.options[13]!.textContent).toBe('東京都');

    await form.submit();
    expect(form.messageFor('last_name')).toBe('お名前を入力してください。');
    expect(form.messageFor('last_name_kana')).toBe(validationText('name_kana_required', i18n));
    expect(form.messageFor('postal_code')).toBe(validationText('postal_code_required', i18n));
    expect(form.messageFor('prefecture_or_state')).toBe(validationText('prefecture_required', i18n));
    expect(form.messageFor('building_name_and_number')).toBeNull();

    await fill(form, { last_name: 'Yamada', first_name: '花子', last_name_kana: 'ヤマダ', first_name_kana: 'Hanako', postal_code: '100-001' });
    await blur(form.field('last_name'));
    await blur(form.field('first_name_kana'));
    await blur(form.field('postal_code'));
    expect(form.messageFor('last_name')).toBe(validationText('name_japanese_only', i18n));
    expect(form.messageFor('first_name')).toBeNull();
    expect(form.messageFor('first_name_kana')).toBe(validationText('name_kana_invalid', i18n));
    expect(form.messageFor('postal_code')).toBe(validationText('postal_code_jp_invalid', i18n));
  });

  it('books once everything asked is right, sending the address nested and the postcode as 123-4567', async () => {
    await activateLocale('ja');
    asking({ kanji_name_required: true, english_name_required: true, customer_address_required: true });
    const form = await renderForm();
    await fill(form, {
      last_name: '山田',
      first_name: '花子',
      last_name_kana: 'やまだ',
      first_name_kana: 'ﾊﾅｺ',
      english_last_name: 'Yamada',
      english_first_name: 'Hanako',
      ...CONTACT,
      postal_code: '1000001',
      street_address: '千代田区千代田1-1',
    });
    await choose(form.field('prefecture_or_state'), 'JP-13');
    await form.submit();
    expect(form.summaryLines()).toEqual([]);
    expect(form.onDone).toHaveBeenCalledOnce();
    expect(guestInputOf($guest.get(), currentGuestRules())).toMatchObject({
      last_name_kana: 'やまだ',
      english_first_name: 'Hanako',
      address: { country: 'JP', postal_code: '1000001', prefecture_or_state: 'JP-13', street_address: '千代田区千代田1-1', building_name_and_number: '' },
    });
  });

  it('outside Japan takes the state as free text and the postcode as optional', async () => {
    await activateLocale('en');
    asking({ customer_address_required: true });
    const form = await renderForm();
    expect(form.field('country').value).toBe('');
    await choose(form.field('country'), 'US');
    expect(form.field('prefecture_or_state').tagName).toBe('INPUT');
    await fill(form, { first_name: 'Jane', last_name: 'Doe', ...CONTACT, postal_code: '9410', street_address: '1 Market St' });
    await form.submit();
    expect(form.summaryLines()).toEqual(['Postcode: This postcode does not fit the country you chose.']);
    await typeInto(form.field('postal_code'), '');
    await form.submit();
    expect(form.onDone).toHaveBeenCalledOnce();
  });

  it('does not ask an English name in English, and asks it in Korean with Hangul names', async () => {
    await activateLocale('en');
    asking({ english_name_required: true, kanji_name_required: true });
    let form = await renderForm();
    expect(form.names()).toEqual(['first_name', 'last_name', 'email', 'email_confirmation', 'phone', 'special_request']);
    unmount();
    await activateLocale('ko');
    form = await renderForm();
    expect(form.names().slice(0, 4)).toEqual(['last_name', 'first_name', 'english_last_name', 'english_first_name']);
    await typeInto(form.field('last_name'), '山田');
    await blur(form.field('last_name'));
    expect(form.messageFor('last_name')).toBe(validationText('name_hangul_or_latin', i18n));
    await typeInto(form.field('english_first_name'), '민수');
    await blur(form.field('english_first_name'));
    expect(form.messageFor('english_first_name')).toBe(validationText('name_latin_only', i18n));
  });

  it('says what each new rule means in words, never the catch-all message', () => {
    const fallback = validationText('no_such_key', i18n);
    for (const key of [
      'name_latin_only',
      'name_japanese_or_latin',
      'name_japanese_only',
      'name_hangul_or_latin',
      'name_chinese_or_latin',
      'name_thai_or_latin',
      'name_arabic_or_latin',
      'name_kana_required',
      'name_kana_invalid',
      'country_required',
      'postal_code_required',
      'postal_code_invalid',
      'postal_code_jp_invalid',
      'postal_code_format_invalid',
      'prefecture_required',
      'prefecture_invalid',
      'street_address_required',
    ])
      expect(validationText(key, i18n), key).not.toBe(fallback);
  });
});

describe('guest form: a guest name per room', () => {
  const ROOMS = [{ label: 'Room 1: Standard Twin' }, { label: 'Room 2: Deluxe Double' }];

  it('asks nothing more for one room: its guest is the booker', async () => {
    await activateLocale('en');
    const form = await renderForm(vi.fn(), [ROOMS[0]!]);
    expect(form.container.querySelector('fieldset')).toBeNull();
    await fill(form, { first_name: 'Hanako', last_name: 'Yamada' });
    expect(roomGuestNameFor(0)).toEqual({ first_name: 'Hanako', last_name: 'Yamada' });
  });

  it('fills the first room with the booker, lets it be changed, and requires every room’s name', async () => {
    await activateLocale('en');
    const form = await renderForm(vi.fn(), ROOMS);
    expect(Array.from(form.container.querySelectorAll('legend')).map((l) => l.textContent)).toEqual(['Room 1: Standard Twin', 'Room 2: Deluxe Double']);
    await fill(form, { first_name: 'Hanako', last_name: 'Yamada', ...CONTACT });
    expect(form.field('room_guest_0_first_name').value).toBe('Hanako');
    expect(form.field('room_guest_0_last_name').value).toBe('Yamada');
    await typeInto(form.field('room_guest_0_first_name'), 'Taro');
    await typeInto(form.field('first_name'), 'Hana');
    expect($roomGuests.get()[0]).toEqual({ first_name: 'Taro', last_name: 'Yamada' });

    await form.submit();
    expect(form.summaryLines()).toEqual(['Room 2: Deluxe Double First name: Please enter a name.', 'Room 2: Deluxe Double Last name: Please enter a name.']);
    expect(form.onDone).not.toHaveBeenCalled();
    await fill(form, { room_guest_1_first_name: 'Jiro', room_guest_1_last_name: 'Sato' });
    await form.submit();
    expect(form.onDone).toHaveBeenCalledOnce();
    expect([roomGuestNameFor(0), roomGuestNameFor(1)]).toEqual([
      { first_name: 'Taro', last_name: 'Yamada' },
      { first_name: 'Jiro', last_name: 'Sato' },
    ]);
  });
});

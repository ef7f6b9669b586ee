// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, loadLaterText } from '../lib/i18n.ts';
import { validationText } from '../lib/validation-text.ts';
import { blur, mount, typeInto } from '../testing/render.tsx';
import type { RoomGuestValues } from '../lib/room-guests.ts';
import { RoomGuestNames } from './room-guest-names.tsx';

const ROOMS = [{ label: 'Room 1: Standard Twin' }, { label: 'Room 2: Deluxe Double' }];
let unmount = () => {};

async function renderNames(value: RoomGuestValues[], showErrors = false) {
  const onChange = vi.fn();
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <RoomGuestNames rooms={ROOMS} value={value} onChange={onChange} showErrors={showErrors} />
    </I18nProvider>,
  );
  unmount = view.unmount;
  const input = (name: string) => view.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const errorOf = (name: string) => {
    const ids = (input(name).getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? null;
  };
  return { ...view, input, errorOf, onChange };
}

beforeAll(() => loadLaterText());
afterEach(async () => {
  unmount();
  await activateLocale('en');
});

describe('room guest names (spec 1 §3, guest name per room)', () => {
  it('groups each room’s first and last name under the room, named apart for screen readers', async () => {
    await activateLocale('en');
    const view = await renderNames([
      { first_name: 'Hanako', last_name: 'Yamada' },
      { first_name: '', last_name: '' },
    ]);
    expect(Array.from(view.container.querySelectorAll('fieldset legend')).map((l) => l.textContent)).toEqual(ROOMS.map((r) => r.label));
    const names = Array.from(view.container.querySelectorAll('input')).map((i) => i.name);
    expect(names).toEqual(['room_guest_0_first_name', 'room_guest_0_last_name', 'room_guest_1_first_name', 'room_guest_1_last_name']);
    const label = view.container.querySelector('label[for="field-room_guest_1_last_name"]')!;
    expect(label.textContent).toBe('Last name (Room 2: Deluxe Double)');
    expect(view.input('room_guest_0_first_name').value).toBe('Hanako');
    expect(view.input('room_guest_1_last_name').getAttribute('aria-required')).toBe('true');
  });

  it('writes the last name first in Japanese', async () => {
    await activateLocale('ja');
    const view = await renderNames([
      { first_name: '', last_name: '' },
      { first_name: '', last_name: '' },
    ]);
    expect(
      Array.from(view.container.querySelectorAll('input'))
        .map((i) => i.name)
        .slice(0, 2),
    ).toEqual(['room_guest_0_last_name', 'room_guest_0_first_name']);
  });

  it('hands the changed names of every room to onChange', async () => {
    await activateLocale('en');
    const view = await renderNames([{ first_name: 'Hanako', last_name: 'Yamada' }]);
    await typeInto(view.input('room_guest_1_first_name'), 'Jiro');
    expect(view.onChange).toHaveBeenLastCalledWith([
      { first_name: 'Hanako', last_name: 'Yamada' },
      { first_name: 'Jiro', last_name: '' },
    ]);
  });

  it('says what is wrong once the guest leaves a field, by the locale’s name rule', async () => {
    await activateLocale('ko');
    const view = await renderNames([
      { first_name: '민수', last_name: '山田' },
      { first_name: 'Jiro2', last_name: '' },
    ]);
    expect(view.errorOf('room_guest_0_last_name')).toBeNull();
    await blur(view.input('room_guest_0_last_name'));
    await blur(view.input('room_guest_1_first_name'));
    await blur(view.input('room_guest_1_last_name'));
    expect(view.errorOf('room_guest_0_last_name')).toBe(validationText('name_hangul_or_latin', i18n));
    expect(view.errorOf('room_guest_1_first_name')).toBe(validationText('name_invalid_characters', i18n));
    // tabbing through an empty field is not an error yet
    expect(view.errorOf('room_guest_1_last_name')).toBeNull();
    expect(view.errorOf('room_guest_0_first_name')).toBeNull();
  });

  it('after a failed submit shows every missing name', async () => {
    await activateLocale('en');
    const view = await renderNames(
      [
        { first_name: 'Hanako', last_name: 'Yamada' },
        { first_name: '', last_name: '' },
      ],
      true,
    );
    expect(view.errorOf('room_guest_1_first_name')).toBe('Please enter a name.');
    expect(view.errorOf('room_guest_1_last_name')).toBe('Please enter a name.');
    expect(view.errorOf('room_guest_0_first_name')).toBeNull();
  });
});

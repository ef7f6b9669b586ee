import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { $locale } from '../lib/i18n.ts';
import { lastNameFirst } from '../lib/names.ts';
import { afterPress } from '../lib/press.ts';
import { validationText } from '../lib/validation-text.ts';
import { TextField } from './field.tsx';
import { checkRoomGuests, type RoomGuestValues } from '../lib/room-guests.ts';
import './room-guest-names.css';

type Props = {
  /** One entry per booked room, e.g. `{ label: 'Room 2: Standard Twin' }`. */
  rooms: ReadonlyArray<{ label: string }>;
  /** Each room's guest name, one entry per room. */
  value: readonly RoomGuestValues[];
  onChange: (value: RoomGuestValues[]) => void;
  /** Show every wrong field (after a failed submit), not only those the guest has left. */
  showErrors?: boolean;
};

type NamePart = keyof RoomGuestValues;

/** The element id base of a room guest's name field (`room_guest_1_last_name`), for error summaries. */
export function roomGuestFieldId(index: number, part: NamePart): string {
  return `room_guest_${index}_${part}`;
}

/**
 * Spec 1 §3 (guest name per room): the representative guest's first and last name of each
 * room, in a group per room, checked by the locale's name rule (spec 1 §5) when the guest
 * leaves a field or after a failed submit.
 */
export function RoomGuestNames({ rooms, value, onChange, showErrors = false }: Props) {
  const { t, i18n } = useLingui();
  const locale = useStore($locale);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const errors = checkRoomGuests(value, locale);
  const parts: NamePart[] = lastNameFirst(locale) ? ['last_name', 'first_name'] : ['first_name', 'last_name'];
  const labels: Record<NamePart, string> = { first_name: t`First name`, last_name: t`Last name` };

  const change = (index: number, part: NamePart, text: string) => {
    const next = rooms.map((_, i) => ({ first_name: '', last_name: '', ...value[i] }));
    next[index] = { ...next[index]!, [part]: text };
    onChange(next);
  };

  return (
    <section class="room-guest-names" aria-labelledby="room-guest-names-title">
      <h2 id="room-guest-names-title" class="room-guest-names-title">
        <Trans>Guest staying in each room</Trans>
      </h2>
      <p class="field-hint">
        <Trans>One guest's name per room, for the hotel's check-in.</Trans>
      </p>
      {rooms.map((room, index) => (
        <fieldset key={index} class="room-guest">
          <legend>{room.label}</legend>
          <div class="field-grid">
            {parts.map((part) => {
              const id = roomGuestFieldId(index, part);
              const key = errors[index]?.[part];
              const shown = key && (showErrors || left.has(id)) ? validationText(key, i18n) : null;
              return (
                <TextField
                  key={part}
                  id={id}
                  // the room in the accessible name tells the rooms' fields apart
                  label={
                    <>
                      {labels[part]}
                      <span class="visually-hidden"> ({room.label})</span>
                    </>
                  }
                  required
                  value={value[index]?.[part] ?? ''}
                  error={shown}
                  autoComplete="off"
                  onValue={(text) => change(index, part, text)}
                  onBlur={() => {
                    // the message waits for the click of a button the guest is pressing (lib/press.ts)
                    if ((value[index]?.[part] ?? '') !== '' || left.has(id)) afterPress(() => setLeft((before) => new Set(before).add(id)));
                  }}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InitSettings } from '../../../shared/api/settings.ts';
import { $locale } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/field.tsx';
import { formatNumber } from '../../ui/numbers.ts';
import { childCount, MAX_CHILD_AGE, maxChildren, type RoomParams, type SearchDefaults } from './search-params.ts';

/** A child whose age is not chosen yet (the guest must pick one before searching). */
export const AGE_UNSET = -1;

type RoomGuestsFieldsProps = {
  index: number;
  room: RoomParams;
  settings: InitSettings;
  limits: SearchDefaults;
  /** Shows "Room 1" as the group's visible legend (several rooms possible). */
  numbered: boolean;
  onRoom: (room: RoomParams) => void;
  /** Set for rooms after the first. */
  onRemove: (() => void) | null;
  /** Ages still to choose are shown as errors once the guest tried to search. */
  showErrors: boolean;
};

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** The element id base of a room's field: room 1 keeps the plain ids (`adults`, `kids-A`). */
export function roomFieldId(index: number, name: string): string {
  return index === 0 ? name : `room${index + 1}-${name}`;
}

/**
 * One room of the search: adults, and children per kids tier or by age at check-out (spec 1
 * §5). The options offered keep within the children per adult and the guests per room.
 */
export function RoomGuestsFields({ index, room, settings, limits, numbered, onRoom, onRemove, showErrors }: RoomGuestsFieldsProps) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const number = index + 1;
  const options = (from: number, to: number) => range(from, to).map((n) => ({ value: String(n), label: formatNumber(n, locale) }));
  const children = childCount(room);
  // adults: enough for the children (per-adult limit), and room left for them (guests per room)
  const minAdults = Math.max(1, Math.ceil(children / Math.max(1, limits.maxChildrenPerAdult)));
  const kidsRoom = maxChildren(room.adults, limits) - children;
  const tiers = settings.settings.kids_tiers.filter((tier) => limits.tierCodes.includes(tier.code));

  const setTier = (code: string, count: number) => {
    const kidsTiers = tiers
      .map((tier) => ({ code: tier.code, count: tier.code === code ? count : room.kidsTiers.find((kid) => kid.code === tier.code)?.count ?? 0 }))
      .filter((tier) => tier.count > 0);
    onRoom({ ...room, kidsTiers });
  };
  const setChildren = (count: number) => {
    const ages = room.childrenAges.slice(0, count);
    while (ages.length < count) ages.push(AGE_UNSET);
    onRoom({ ...room, childrenAges: ages });
  };
  const ageOptions = [{ value: String(AGE_UNSET), label: t`Choose an age` }, ...options(0, MAX_CHILD_AGE)];

  return (
    <fieldset class="search-room">
      <legend class={numbered ? 'search-room-title' : 'visually-hidden'}><Trans>Room {number}</Trans></legend>
      <div class="search-guests">
        <SelectField
          id={roomFieldId(index, 'adults')}
          label={t`Adults`}
          required
          value={String(room.adults)}
          options={options(minAdults, limits.maxGuests - children)}
          onValue={(value) => onRoom({ ...room, adults: Number(value) })}
        />
        {limits.kidsByAge ? (
          <SelectField
            id={roomFieldId(index, 'children')}
            label={t`Children`}
            required
            value={String(room.childrenAges.length)}
            options={options(0, room.childrenAges.length + kidsRoom)}
            onValue={(value) => setChildren(Number(value))}
          />
        ) : (
          tiers.map((tier) => {
            const name = tier.name;
            const from = tier.age_from;
            const to = tier.age_to;
            const count = room.kidsTiers.find((kid) => kid.code === tier.code)?.count ?? 0;
            return (
              <SelectField
                key={tier.code}
                id={roomFieldId(index, `kids-${tier.code}`)}
                label={t`${name} (ages ${from}–${to})`}
                required
                value={String(count)}
                options={options(0, count + kidsRoom)}
                onValue={(value) => setTier(tier.code, Number(value))}
              />
            );
          })
        )}
        {room.childrenAges.map((age, child) => {
          const childNumber = child + 1;
          return (
            <SelectField
              key={child}
              id={roomFieldId(index, `child-age-${childNumber}`)}
              label={t`Child ${childNumber}: age at check-out`}
              required
              value={String(age)}
              options={ageOptions}
              error={showErrors && age === AGE_UNSET ? t`Please choose the child's age at check-out.` : null}
              onValue={(value) => onRoom({ ...room, childrenAges: room.childrenAges.map((a, i) => (i === child ? Number(value) : a)) })}
            />
          );
        })}
      </div>
      {onRemove ? (
        <Button variant="link" class="search-room-remove" onClick={onRemove}><Trans>Remove room {number}</Trans></Button>
      ) : null}
    </fieldset>
  );
}

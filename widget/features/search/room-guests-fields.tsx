import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InitSettings } from '../../../shared/api/settings.ts';
import { $locale } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/field.tsx';
import { formatNumber } from '../../ui/numbers.ts';
import { Stepper } from '../../ui/stepper.tsx';
import type { CompanionCode, MealBedOption } from '../../../shared/constants.ts';
import { MEAL_BED_LABEL } from '../../lib/meal.ts';
import { childOptions, resizeTier, withChildOptions } from './meal-bed-children.ts';
import { AGE_UNSET, roomFieldId } from './room-field-id.ts';
import { childCount, MAX_CHILD_AGE, maxChildren, type RoomParams, type SearchDefaults } from './search-params.ts';

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

/**
 * One room of the guests chooser: steppers for adults, children per kids tier or by age at check-out (spec 1 §5),
 * each child's meal and bedding option where the hotel prices them as extras, and the companions
 * the guest's programme has active. The steppers keep within the children per adult and
 * the guests per room.
 */
export function RoomGuestsFields({ index, room, settings, limits, numbered, onRoom, onRemove, showErrors }: RoomGuestsFieldsProps) {
  const { t, i18n } = useLingui();
  const locale = useStore($locale);
  const number = index + 1;
  const options = (from: number, to: number) => range(from, to).map((n) => ({ value: String(n), label: formatNumber(n, locale) }));
  const adultCompanions = room.adultCompanions ?? 0;
  const kidCompanions = room.kidCompanions ?? 0;
  // kid companions count as children, adult companions as adults (spec 1 §3 matched_search_criteria)
  const children = childCount(room) + kidCompanions;
  // adults: enough for the children (per-adult limit), and room left for them (guests per room)
  const minAdults = Math.max(1, Math.ceil(children / Math.max(1, limits.maxChildrenPerAdult)) - adultCompanions);
  const kidsRoom = maxChildren(room.adults + adultCompanions, limits) - children;
  const tiers = settings.settings.kids_tiers.filter((tier) => limits.tierCodes.includes(tier.code));
  const companions = settings.settings.companions.filter((companion) => limits.companions?.includes(companion.code));

  const countOf = (code: string) => room.kidsTiers.filter((kid) => kid.code === code).reduce((sum, kid) => sum + kid.count, 0);
  const setTier = (code: string, count: number) => {
    const offered = limits.tierOptions?.[code];
    const kidsTiers = offered
      ? resizeTier(room.kidsTiers, code, count, offered, limits.tierCodes)
      : tiers.map((tier) => ({ code: tier.code, count: tier.code === code ? count : countOf(tier.code) })).filter((tier) => tier.count > 0);
    onRoom({ ...room, kidsTiers });
  };
  const setOption = (code: string, child: number, option: MealBedOption) => {
    const options = childOptions(room.kidsTiers, code).map((current, index) => (index === child ? option : current));
    onRoom({ ...room, kidsTiers: withChildOptions(room.kidsTiers, code, options, limits.tierCodes) });
  };
  const setCompanions = (code: CompanionCode, count: number) =>
    onRoom({ ...room, ...(code === 'adult_companion' ? { adultCompanions: count } : { kidCompanions: count }) });
  // adult companions take the places adults leave; kid companions those children leave
  const companionRoom = (code: CompanionCode) =>
    code === 'adult_companion' ? adultCompanions + Math.max(0, limits.maxGuests - room.adults - adultCompanions - children) : kidCompanions + kidsRoom;
  const setChildren = (count: number) => {
    const ages = room.childrenAges.slice(0, count);
    while (ages.length < count) ages.push(AGE_UNSET);
    onRoom({ ...room, childrenAges: ages });
  };
  const ageOptions = [{ value: String(AGE_UNSET), label: t`Choose an age` }, ...options(0, MAX_CHILD_AGE)];

  return (
    <fieldset class="search-room">
      <legend class={numbered ? 'search-room-title' : 'visually-hidden'}>
        <Trans>Room {number}</Trans>
      </legend>
      <div class="search-guests">
        <Stepper
          id={roomFieldId(index, 'adults')}
          label={t`Adults`}
          value={room.adults}
          min={Math.min(room.adults, minAdults)}
          max={Math.max(room.adults, limits.maxGuests - children - adultCompanions)}
          onValue={(value) => onRoom({ ...room, adults: value })}
        />
        {limits.kidsByAge ? (
          <Stepper
            id={roomFieldId(index, 'children')}
            label={t`Children`}
            value={room.childrenAges.length}
            min={0}
            max={room.childrenAges.length + kidsRoom}
            onValue={setChildren}
          />
        ) : (
          tiers.map((tier) => {
            const from = tier.age_from;
            const to = tier.age_to;
            const count = countOf(tier.code);
            return (
              <Stepper
                key={tier.code}
                id={roomFieldId(index, `kids-${tier.code}`)}
                label={tier.name}
                hint={t`ages ${from}–${to}`}
                value={count}
                min={0}
                max={count + kidsRoom}
                onValue={(value) => setTier(tier.code, value)}
              />
            );
          })
        )}
        {limits.tierOptions && room.kidsTiers.length > 0 ? (
          // each child's meal and bedding option: long words, so a row of their own
          <div class="search-meal-bed">
            {tiers.flatMap((tier) => {
              const offered = limits.tierOptions?.[tier.code];
              if (!offered) return [];
              const name = tier.name;
              return childOptions(room.kidsTiers, tier.code).map((option, child) => {
                const childNumber = child + 1;
                return (
                  <SelectField
                    key={`${tier.code}-${child}`}
                    id={roomFieldId(index, `kids-${tier.code}-meal-bed-${childNumber}`)}
                    label={t`${name}, child ${childNumber}: meals and bed`}
                    required
                    value={option}
                    options={offered.map((value) => ({ value, label: i18n._(MEAL_BED_LABEL[value]) }))}
                    onValue={(value) => setOption(tier.code, child, value)}
                  />
                );
              });
            })}
          </div>
        ) : null}
        {companions.map((companion) => {
          const count = companion.code === 'adult_companion' ? adultCompanions : kidCompanions;
          return (
            <Stepper
              key={companion.code}
              id={roomFieldId(index, companion.code)}
              label={companion.name}
              value={count}
              min={0}
              max={companionRoom(companion.code)}
              onValue={(value) => setCompanions(companion.code, value)}
            />
          );
        })}
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
        <Button variant="link" class="search-room-remove" onClick={onRemove}>
          <Trans>Remove room {number}</Trans>
        </Button>
      ) : null}
    </fieldset>
  );
}

import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_TEXT_LENGTH, INTL_LOCALE, type Locale } from '../../../shared/constants.ts';
import { COUNTRY_CODES, JAPAN_PREFECTURES, prefectureName } from '../../../shared/prefectures.ts';
import { $locale } from '../../lib/i18n.ts';
import { lastNameFirst } from '../../lib/names.ts';
import { $settings } from '../../lib/settings.ts';
import { validationText } from '../../lib/validation-text.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import {
  $guest,
  $guestErrors,
  $guestFailedSubmits,
  $roomGuests,
  blurGuestField,
  checkRoomGuests,
  currentGuestRules,
  guestFieldsFor,
  setRoomGuests,
  syncRoomGuests,
  updateGuestField,
  validateGuest,
  type GuestField,
} from './guest-store.ts';
import { RoomGuestNames, roomGuestFieldId } from '../../ui/room-guest-names.tsx';

type InputKind = { type?: 'text' | 'email' | 'tel'; autoComplete: string; inputMode?: 'email' | 'tel' | 'numeric'; multiline?: boolean };
const INPUT: Partial<Record<GuestField, InputKind>> = {
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  first_name_kana: { autoComplete: 'off' },
  last_name_kana: { autoComplete: 'off' },
  english_first_name: { autoComplete: 'off' },
  english_last_name: { autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  email_confirmation: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  postal_code: { autoComplete: 'postal-code' },
  prefecture_or_state: { autoComplete: 'address-level1' },
  street_address: { autoComplete: 'address-line1' },
  building_name_and_number: { autoComplete: 'address-line2' },
  special_request: { autoComplete: 'off', multiline: true },
};

/** The country an address most likely has for a guest reading this locale (the guest may change it). */
const LIKELY_COUNTRY: Partial<Record<Locale, string>> = { ja: 'JP', ko: 'KR', zh_Hans: 'CN', zh_Hant: 'TW', th: 'TH', id: 'ID' };

function useCountries(locale: Locale) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' });
    const collator = new Intl.Collator(INTL_LOCALE[locale]);
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
  }, [locale]);
}

/** The guest form's id: a button outside it (the summary bar's) submits it with `form`. */
export const GUEST_FORM_ID = 'guest-form';

type GuestFormProps = {
  onDone: () => void;
  /** The booked rooms; with two or more, each room's guest name is asked too. */
  rooms?: ReadonlyArray<{ label: string }>;
  /** More of the step, before its button (the hotel's questions). */
  children?: ReactNode;
  /** Checks that more on submit; false keeps the guest on the step (it shows its own errors). */
  validateMore?: () => boolean;
};

/**
 * Checkout step 1: who is staying (spec 1 §5: names, e-mail twice, phone; a special request),
 * plus what the hotel's settings ask (spec 1 §3: kana reading, English name, address) and,
 * for several rooms, each room's guest name.
 */
export function GuestForm({ onDone, rooms = [], children, validateMore }: GuestFormProps) {
  const { t, i18n } = useLingui();
  const values = useStore($guest);
  const errors = useStore($guestErrors);
  const failedSubmits = useStore($guestFailedSubmits);
  const roomGuests = useStore($roomGuests);
  const locale = useStore($locale);
  useStore($settings);
  const rules = currentGuestRules();
  const shown = guestFieldsFor(rules);
  const countries = useCountries(locale);
  const inJapan = values.country === 'JP';
  const askRooms = rooms.length > 1;

  useEffect(() => syncRoomGuests(Math.max(rooms.length, 1)), [rooms.length]);
  useEffect(() => {
    if (shown.includes('country') && !values.country && LIKELY_COUNTRY[locale]) updateGuestField('country', LIKELY_COUNTRY[locale]!);
  }, [shown.includes('country')]);

  const labels: Record<GuestField, string> = {
    first_name: t`First name`,
    last_name: t`Last name`,
    first_name_kana: t`First name (kana)`,
    last_name_kana: t`Last name (kana)`,
    english_first_name: t`First name (English letters)`,
    english_last_name: t`Last name (English letters)`,
    email: t`E-mail address`,
    email_confirmation: t`E-mail address (again)`,
    phone: t`Phone number`,
    country: t`Country or region`,
    postal_code: t`Postcode`,
    prefecture_or_state: inJapan ? t`Prefecture` : t`State, province or region`,
    street_address: t`Street address`,
    building_name_and_number: t`Building name and room number`,
    special_request: t`Special requests`,
  };
  const hints: Partial<Record<GuestField, string>> = {
    first_name_kana: t`Full-width katakana or hiragana.`,
    last_name_kana: t`Full-width katakana or hiragana.`,
    english_first_name: t`As written in your passport.`,
    english_last_name: t`As written in your passport.`,
    email: t`We send your confirmation here.`,
    phone: t`Spaces and dashes are fine. For a number from another country, start with + and the country code.`,
    postal_code: inJapan ? t`7 digits, like 123-4567.` : undefined,
    street_address: inJapan ? t`City, ward or town, district and block number.` : t`Town or city, street and number.`,
    special_request: t`The hotel will do its best but cannot guarantee requests.`,
  };
  const optional = (field: GuestField) =>
    field === 'special_request' || field === 'building_name_and_number' || (!inJapan && (field === 'postal_code' || field === 'prefecture_or_state'));

  // spec 1 §4: each name pair in the order the locale writes names
  const pair = (first: GuestField, last: GuestField): GuestField[] => (lastNameFirst(locale) ? [last, first] : [first, last]);
  const formOrder: GuestField[] = [
    ...pair('first_name', 'last_name'),
    ...pair('first_name_kana', 'last_name_kana'),
    ...pair('english_first_name', 'english_last_name'),
    'email',
    'email_confirmation',
    'phone',
    'country',
    'postal_code',
    'prefecture_or_state',
    'street_address',
    'building_name_and_number',
    'special_request',
  ];
  const order = formOrder.filter((field) => shown.includes(field));
  const message = (field: GuestField) => (errors[field] ? validationText(errors[field]!, i18n) : null);

  const roomErrors = askRooms && failedSubmits > 0 ? checkRoomGuests(roomGuests, locale) : [];
  const summary =
    failedSubmits > 0
      ? [
          ...order.filter((field) => errors[field]).map((field) => ({ id: field, label: labels[field], message: message(field) ?? '' })),
          ...roomErrors.flatMap((room, index) =>
            pair('first_name', 'last_name')
              .filter((part) => room[part as 'first_name' | 'last_name'])
              .map((part) => ({
                id: roomGuestFieldId(index, part as 'first_name' | 'last_name'),
                label: `${rooms[index]?.label ?? ''} ${labels[part]}`,
                message: validationText(room[part as 'first_name' | 'last_name']!, i18n),
              })),
          ),
        ]
      : [];

  const field = (name: GuestField) => {
    const common = {
      key: name,
      id: name,
      label: labels[name],
      hint: hints[name],
      required: !optional(name),
      error: message(name),
      onBlur: () => blurGuestField(name),
    };
    if (name === 'country') {
      return (
        <SelectField
          {...common}
          value={values.country}
          options={[{ value: '', label: t`Choose…` }, ...countries]}
          onValue={(value) => updateGuestField(name, value)}
        />
      );
    }
    if (name === 'prefecture_or_state' && inJapan) {
      const prefectures = JAPAN_PREFECTURES.map((p) => ({ value: p.code, label: prefectureName(p.code, locale) }));
      return (
        <SelectField
          {...common}
          value={values[name]}
          options={[{ value: '', label: t`Choose…` }, ...prefectures]}
          onValue={(value) => updateGuestField(name, value)}
        />
      );
    }
    return (
      <TextField
        {...common}
        value={values[name]}
        maxLength={name === 'special_request' ? MAX_TEXT_LENGTH : undefined}
        onValue={(value) => updateGuestField(name, value)}
        {...INPUT[name]}
        {...(name === 'postal_code' && inJapan ? { inputMode: 'numeric' as const } : {})}
      />
    );
  };

  return (
    <form
      id={GUEST_FORM_ID}
      class="guest-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const guestValid = validateGuest();
        const moreValid = validateMore ? validateMore() : true;
        if (guestValid && moreValid) onDone();
        // the guest's own fields have their summary; otherwise the first question to fix takes focus
        else if (guestValid)
          queueMicrotask(() =>
            form.querySelector<HTMLElement>('[aria-invalid="true"], .question-invalid input, .question-invalid select, .question-invalid textarea')?.focus(),
          );
      }}
    >
      <ErrorSummary errors={summary} focusSignal={failedSubmits} />
      <div class="field-grid">{order.filter((name) => name !== 'special_request').map(field)}</div>
      {askRooms ? <RoomGuestNames rooms={rooms} value={roomGuests} onChange={setRoomGuests} showErrors={failedSubmits > 0} /> : null}
      <div class="field-grid">{field('special_request')}</div>
      {children}
      <Button type="submit">
        <Trans>Continue to confirmation</Trans>
      </Button>
    </form>
  );
}

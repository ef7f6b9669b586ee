import { atom } from 'nanostores';
import { safeParse, type BaseIssue } from 'valibot';
import { MultiLineTextSchema } from '../../../shared/api/common.ts';
import { guestFieldsAsked, guestRulesFrom, type GuestInput, type GuestRules, type RoomGuestName } from '../../../shared/api/guest.ts';
import { guestSchemaFor } from '../../../shared/api/guest-for-hotel.ts';
import { SEARCH_STORAGE_TTL_MS } from '../../../shared/constants.ts';
import { $locale } from '../../lib/i18n.ts';
import { checkRoomGuests, type RoomGuestValues } from '../../lib/room-guests.ts';
import { afterPress } from '../../lib/press.ts';
import { $settings } from '../../lib/settings.ts';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';

/** Every field the guest form may show, in form order (spec 1 §5 guest; §3 names and address). */
export const GUEST_FIELDS = [
  'first_name',
  'last_name',
  'first_name_kana',
  'last_name_kana',
  'english_first_name',
  'english_last_name',
  'email',
  'email_confirmation',
  'phone',
  'country',
  'postal_code',
  'prefecture_or_state',
  'street_address',
  'building_name_and_number',
  'special_request',
] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestValues = Record<GuestField, string>;
/** Validation keys of the contract (`email_invalid`, ...) by field. */
export type GuestErrors = Partial<Record<GuestField, string>>;
export { checkRoomGuests, type RoomGuestErrors, type RoomGuestValues } from '../../lib/room-guests.ts';

const ADDRESS_FIELDS = ['country', 'postal_code', 'prefecture_or_state', 'street_address', 'building_name_and_number'] as const;
const KEY = 'yado.guest';
const ROOMS_KEY = 'yado.guest.rooms';
const EMPTY = Object.fromEntries(GUEST_FIELDS.map((field) => [field, ''])) as GuestValues;

/** What the guest typed; kept in sessionStorage so a reload during checkout keeps it. */
export const $guest = atom<GuestValues>({ ...EMPTY, ...readStored<Partial<GuestValues>>('session', KEY) });
/** The message key shown next to each field. */
export const $guestErrors = atom<GuestErrors>({});
/** Counts failed submits; the error summary takes focus each time it changes. */
export const $guestFailedSubmits = atom(0);
/**
 * The representative guest's name of each booked room (spec 1 §3, guest name per room), kept
 * like the guest. The first room's follows the booker's name until the guest changes it.
 */
export const $roomGuests = atom<RoomGuestValues[]>(readStored<RoomGuestValues[]>('session', ROOMS_KEY) ?? []);

/** What the hotel's settings ask in the shown locale (nothing extra, and phone numbers with + only, while settings load). */
export function currentGuestRules(): GuestRules {
  const settings = $settings.get().data?.settings;
  const none = { country: '', customer_address_required: false, kanji_name_required: false, english_name_required: false };
  return guestRulesFrom(settings ?? none, $locale.get());
}

/** The fields the form shows under these rules, in form order. */
export function guestFieldsFor(rules: GuestRules): GuestField[] {
  const asked = guestFieldsAsked(rules);
  return GUEST_FIELDS.filter((field) => {
    if (field === 'first_name_kana' || field === 'last_name_kana') return asked.kana;
    if (field === 'english_first_name' || field === 'english_last_name') return asked.englishName;
    if ((ADDRESS_FIELDS as readonly string[]).includes(field)) return asked.address;
    return true;
  });
}

/** The guest of the create-reservation body: the fields these rules ask, the address nested. */
export function guestInputOf(values: GuestValues, rules: GuestRules = currentGuestRules()): GuestInput {
  const asked = guestFieldsAsked(rules);
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    email_confirmation: values.email_confirmation,
    phone: values.phone,
    ...(asked.kana ? { first_name_kana: values.first_name_kana, last_name_kana: values.last_name_kana } : {}),
    ...(asked.englishName ? { english_first_name: values.english_first_name, english_last_name: values.english_last_name } : {}),
    ...(asked.address ? { address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field]])) } : {}),
  };
}

/** The field each issue belongs to (address parts by their own name), first issue first. */
function byField(issues: readonly BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const keys = issue.path?.map((item) => item.key) ?? [];
    const field = keys[0] === 'address' ? keys[1] : keys[0];
    if (typeof field === 'string' && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** Checks every field with the contract's schemas (guestSchemaFor, MultiLineTextSchema). */
export function checkGuest(values: GuestValues, rules: GuestRules = currentGuestRules()): GuestErrors {
  const errors: GuestErrors = {};
  const guest = safeParse(guestSchemaFor(rules), guestInputOf(values, rules));
  if (!guest.success) Object.assign(errors, byField(guest.issues));
  const request = safeParse(MultiLineTextSchema, values.special_request);
  if (!request.success) errors.special_request = request.issues[0].message;
  return errors;
}

function setError(field: GuestField, errors: GuestErrors): void {
  const next = { ...$guestErrors.get() };
  if (errors[field]) next[field] = errors[field];
  else delete next[field];
  $guestErrors.set(next);
}

function saveRoomGuests(rooms: RoomGuestValues[]): void {
  $roomGuests.set(rooms);
  writeStored('session', ROOMS_KEY, rooms, { ttlMs: SEARCH_STORAGE_TTL_MS });
}

/** The guest typed in a field; a field already marked wrong is checked again as they type. */
export function updateGuestField(field: GuestField, value: string): void {
  const before = $guest.get();
  const values = { ...before, [field]: value };
  // a prefecture code means nothing outside Japan, and free text is not a prefecture
  if (field === 'country' && (before.country === 'JP') !== (value === 'JP')) values.prefecture_or_state = '';
  $guest.set(values);
  writeStored('session', KEY, values, { ttlMs: SEARCH_STORAGE_TTL_MS });
  if (field === 'first_name' || field === 'last_name') {
    const rooms = $roomGuests.get();
    // the first room's guest follows the booker until the guest writes another name there
    if (rooms[0] && rooms[0][field] === before[field]) saveRoomGuests([{ ...rooms[0], [field]: value }, ...rooms.slice(1)]);
  }
  const shown = $guestErrors.get();
  if (shown[field] || (field === 'email' && shown.email_confirmation) || (field === 'country' && (shown.postal_code || shown.prefecture_or_state))) {
    const errors = checkGuest(values);
    setError(field, errors);
    if (field === 'email' && shown.email_confirmation) setError('email_confirmation', errors);
    if (field === 'country') for (const part of ['postal_code', 'prefecture_or_state'] as const) if (shown[part]) setError(part, errors);
  }
}

/**
 * The guest left a field: check it (spec 1 §5 validation, on blur). When they left it by
 * pressing a button, the message waits for that button's click (lib/press.ts).
 */
export function blurGuestField(field: GuestField): void {
  if ($guest.get()[field] === '' && !$guestErrors.get()[field]) return; // tabbing through is not an error yet
  afterPress(() => setError(field, checkGuest($guest.get())));
}

/** Sets the number of booked rooms; the first room starts with the booker's name. */
export function syncRoomGuests(count: number): void {
  const rooms = $roomGuests.get().slice(0, count);
  const { first_name, last_name } = $guest.get();
  while (rooms.length < count) rooms.push(rooms.length === 0 ? { first_name, last_name } : { first_name: '', last_name: '' });
  if (rooms[0] && !rooms[0].first_name && !rooms[0].last_name) rooms[0] = { first_name, last_name };
  saveRoomGuests(rooms);
}

/** The guest changed the room guests' names (RoomGuestNames' onChange). */
export function setRoomGuests(rooms: RoomGuestValues[]): void {
  saveRoomGuests(rooms);
}

/** The name to send as `rooms[index].guest_name`: the room's own, else the booker's. */
export function roomGuestNameFor(index: number): RoomGuestName {
  const room = $roomGuests.get()[index];
  const { first_name, last_name } = $guest.get();
  return room?.first_name.trim() && room.last_name.trim() ? { first_name: room.first_name, last_name: room.last_name } : { first_name, last_name };
}

/** Checks the whole form (on submit), room guests too when several rooms are booked; true when the guest may go on. */
export function validateGuest(): boolean {
  const errors = checkGuest($guest.get());
  $guestErrors.set(errors);
  const rooms = $roomGuests.get();
  const valid = Object.keys(errors).length === 0 && (rooms.length < 2 || checkRoomGuests(rooms).length === 0);
  if (!valid) $guestFailedSubmits.set($guestFailedSubmits.get() + 1);
  return valid;
}

/** Whether the form as stored would pass (a reload landing on the confirm step). */
export function isGuestComplete(): boolean {
  const rooms = $roomGuests.get();
  return Object.keys(checkGuest($guest.get())).length === 0 && (rooms.length < 2 || checkRoomGuests(rooms).length === 0);
}

/** Forgets the guest's details (after booking). */
export function clearGuest(): void {
  removeStored('session', KEY);
  removeStored('session', ROOMS_KEY);
  $guest.set({ ...EMPTY });
  $guestErrors.set({});
  $roomGuests.set([]);
}

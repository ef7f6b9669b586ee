import { atom } from 'nanostores';
import { safeParse } from 'valibot';
import { FreeTextSchema } from '../../../shared/api/common.ts';
import { GuestSchema } from '../../../shared/api/guest.ts';
import { SEARCH_STORAGE_TTL_MS } from '../../../shared/constants.ts';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';
import { issuesByField } from '../../lib/validation-text.ts';

/** The guest form's fields, in the order the form shows them (spec 1 §5, guest). */
export const GUEST_FIELDS = ['first_name', 'last_name', 'email', 'email_confirmation', 'phone', 'special_request'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestValues = Record<GuestField, string>;
/** Validation keys of the contract (`email_invalid`, ...) by field. */
export type GuestErrors = Partial<Record<GuestField, string>>;

const KEY = 'yado.guest';
const EMPTY: GuestValues = { first_name: '', last_name: '', email: '', email_confirmation: '', phone: '', special_request: '' };

/** What the guest typed; kept in sessionStorage so a reload during checkout keeps it. */
export const $guest = atom<GuestValues>({ ...EMPTY, ...readStored<Partial<GuestValues>>('session', KEY) });
/** The message key shown next to each field. */
export const $guestErrors = atom<GuestErrors>({});
/** Counts failed submits; the error summary takes focus each time it changes. */
export const $guestFailedSubmits = atom(0);

/** Checks every field with the contract's schemas (GuestSchema, FreeTextSchema). */
export function checkGuest(values: GuestValues): GuestErrors {
  const errors: GuestErrors = {};
  const guest = safeParse(GuestSchema, values);
  if (!guest.success) Object.assign(errors, issuesByField(guest.issues));
  const request = safeParse(FreeTextSchema, values.special_request);
  if (!request.success) errors.special_request = request.issues[0].message;
  return errors;
}

function setError(field: GuestField, errors: GuestErrors): void {
  const next = { ...$guestErrors.get() };
  if (errors[field]) next[field] = errors[field];
  else delete next[field];
  $guestErrors.set(next);
}

/** The guest typed in a field; a field already marked wrong is checked again as they type. */
export function updateGuestField(field: GuestField, value: string): void {
  const values = { ...$guest.get(), [field]: value };
  $guest.set(values);
  writeStored('session', KEY, values, { ttlMs: SEARCH_STORAGE_TTL_MS });
  const shown = $guestErrors.get();
  if (shown[field] || (field === 'email' && shown.email_confirmation)) {
    const errors = checkGuest(values);
    setError(field, errors);
    if (field === 'email' && shown.email_confirmation) setError('email_confirmation', errors);
  }
}

/** The guest left a field: check it (spec 1 §5 validation, on blur). */
export function blurGuestField(field: GuestField): void {
  const values = $guest.get();
  if (values[field] === '' && !$guestErrors.get()[field]) return; // tabbing through is not an error yet
  setError(field, checkGuest(values));
}

/** Checks the whole form (on submit); true when the guest may go on. */
export function validateGuest(): boolean {
  const errors = checkGuest($guest.get());
  $guestErrors.set(errors);
  const valid = Object.keys(errors).length === 0;
  if (!valid) $guestFailedSubmits.set($guestFailedSubmits.get() + 1);
  return valid;
}

/** Whether the form as stored would pass (a reload landing on the confirm step). */
export function isGuestComplete(): boolean {
  return Object.keys(checkGuest($guest.get())).length === 0;
}

/** Forgets the guest's details (after booking). */
export function clearGuest(): void {
  removeStored('session', KEY);
  $guest.set({ ...EMPTY });
  $guestErrors.set({});
}

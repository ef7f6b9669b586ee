import * as v from 'valibot';
import { phoneE164 } from '../phone.ts';
import {
  EmailConfirmationSchema,
  EmailSchema,
  EnglishNameSchema,
  GuestAddressSchema,
  guestFieldsAsked,
  KanaNameSchema,
  KanjiNameSchema,
  nameSchemaFor,
  PhoneSchema,
  roomGuestNameSchemaFor,
  sameEmails,
  type GuestDetails,
  type GuestRules,
} from './guest.ts';

/*
 * The guest checked against a hotel's settings (the rules are guest.ts's note), with the phone
 * number read by the hotel's country and stored in E.164. A module of its own because reading
 * phone numbers takes every country's rules (../phone.ts): the widget loads them with the
 * checkout, not with every page that imports the contract's guest shapes.
 */

/**
 * Spec 1 §5: a guest's phone number as typed, in E.164 (`+819012345678`) once checked; a number
 * without + is read as one of `country`, the hotel's (ISO 3166-1).
 */
export function phoneSchemaFor(country: string) {
  return v.pipe(
    PhoneSchema,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const e164 = phoneE164(dataset.value, country);
      if (e164 === null) {
        addIssue({ message: 'phone_invalid' });
        return NEVER;
      }
      return e164;
    }),
  );
}

/** A field the hotel does not ask for: whatever was sent is dropped. */
const NotAsked = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((): undefined => undefined),
  ),
);

/**
 * Spec 1 §5 and §3: the guest schema for a hotel's settings and the widget's locale, used by
 * the widget's form and by the server on the booking's guest. Fields not asked are dropped.
 */
export function guestSchemaFor(rules: GuestRules): v.GenericSchema<unknown, GuestDetails> {
  const asked = guestFieldsAsked(rules);
  const name = asked.kana ? KanjiNameSchema : nameSchemaFor(rules.locale);
  return v.pipe(
    v.object({
      first_name: name,
      last_name: name,
      email: EmailSchema,
      email_confirmation: EmailConfirmationSchema,
      phone: phoneSchemaFor(rules.country),
      // asked but missing reads as blank, so the answer names what is required
      first_name_kana: asked.kana ? v.optional(KanaNameSchema, '') : NotAsked,
      last_name_kana: asked.kana ? v.optional(KanaNameSchema, '') : NotAsked,
      english_first_name: asked.englishName ? v.optional(EnglishNameSchema, '') : NotAsked,
      english_last_name: asked.englishName ? v.optional(EnglishNameSchema, '') : NotAsked,
      address: asked.address ? v.optional(GuestAddressSchema, {}) : NotAsked,
    }),
    v.forward(v.partialCheck([['email'], ['email_confirmation']], sameEmails, 'email_mismatch'), ['email_confirmation']),
  ) as v.GenericSchema<unknown, GuestDetails>;
}

/**
 * The guest and the room guest names of a create-reservation body checked against the
 * hotel's settings; parse the whole body with it and issues carry paths like
 * `guest.first_name_kana` and `rooms.1.guest_name.last_name`. Other fields are dropped.
 */
export function reservationGuestsSchemaFor(rules: GuestRules) {
  return v.object({
    guest: guestSchemaFor(rules),
    rooms: v.array(v.object({ guest_name: v.optional(roomGuestNameSchemaFor(rules.locale)) })),
  });
}

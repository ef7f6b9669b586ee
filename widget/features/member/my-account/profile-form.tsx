import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberAccount } from '../../../../shared/api/memberships.ts';
import type { Locale } from '../../../../shared/constants.ts';
import { hotelCode } from '../../../lib/context.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatGuestName, lastNameFirst } from '../../../lib/names.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { fieldMessage, MemberForm } from '../form-parts.tsx';
import { $profileForm, type ProfileValues, profileValuesOf, submitProfile } from './account-store.ts';
import { refusedWhole } from './scoped-form.ts';

type TextKey = Exclude<keyof ProfileValues, 'promotion_email'>;

const AUTOCOMPLETE: Record<TextKey, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  first_name_kana: 'off',
  last_name_kana: 'off',
  phone: 'tel',
};

/** The member's details (spec 1 §3 member profile fields the server keeps), the name shown as the locale writes it (spec 1 §4). */
export function ProfileForm({ account }: { account: MemberAccount }) {
  const { t, i18n } = useLingui();
  const state = useStore($profileForm);
  const [values, setValues] = useState(() => profileValuesOf(account));
  const locale = i18n.locale as Locale;
  const labels: Record<TextKey, string> = {
    first_name: t`First name`,
    last_name: t`Last name`,
    first_name_kana: t`First name (kana)`,
    last_name_kana: t`Last name (kana)`,
    phone: t`Phone number`,
  };
  const names: TextKey[] = lastNameFirst(locale) ? ['last_name', 'first_name'] : ['first_name', 'last_name'];
  const fields: TextKey[] = [...names, ...(locale === 'ja' ? (['last_name_kana', 'first_name_kana'] as const) : []), 'phone'];
  const optional = new Set<TextKey>(['first_name_kana', 'last_name_kana', 'phone']);
  const ordered = Object.fromEntries(fields.map((field) => [field, labels[field]]));
  const name = formatGuestName(account.first_name, account.last_name, locale, { first: account.first_name_kana ?? '', last: account.last_name_kana ?? '' });

  return (
    <section class="account-section" aria-labelledby="account-details">
      <h2 id="account-details">
        <Trans>Your details</Trans>
      </h2>
      <p>
        <Trans>
          Name shown on your bookings: <bdi>{name}</bdi>
        </Trans>
      </p>
      <MemberForm state={state} labels={ordered} onSubmit={() => void submitProfile(hotelCode(), values, locale)}>
        {refusedWhole(state) ? (
          <p class="notice notice-error" role="alert">
            {errorText(state.error, i18n)}
          </p>
        ) : null}
        {fields.map((field) => (
          <TextField
            key={field}
            id={field}
            type={field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'phone' ? 'tel' : undefined}
            autoComplete={AUTOCOMPLETE[field]}
            label={labels[field]}
            required={!optional.has(field)}
            value={values[field]}
            error={fieldMessage(state, field, i18n)}
            onValue={(value) => setValues({ ...values, [field]: value })}
          />
        ))}
        <div class="field">
          <label class="checkbox">
            <input
              type="checkbox"
              checked={values.promotion_email}
              onChange={(event) => setValues({ ...values, promotion_email: event.currentTarget.checked })}
            />
            <span>
              <Trans>Send me offers and news by e-mail</Trans>
            </span>
          </label>
        </div>
        <p role="status" class="account-status">
          {state.status === 'done' ? <Trans>Your details have been saved.</Trans> : null}
        </p>
        <Button type="submit" busy={state.status === 'sending'}>
          <Trans>Save details</Trans>
        </Button>
      </MemberForm>
    </section>
  );
}

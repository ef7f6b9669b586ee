import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_TEXT_LENGTH } from '../../../shared/constants.ts';
import { $locale } from '../../lib/i18n.ts';
import { lastNameFirst } from '../../lib/names.ts';
import { validationText } from '../../lib/validation-text.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { TextField } from '../../ui/field.tsx';
import {
  $guest, $guestErrors, $guestFailedSubmits, blurGuestField, GUEST_FIELDS, updateGuestField, validateGuest, type GuestField,
} from './guest-store.ts';

const INPUT: Record<GuestField, { type?: 'text' | 'email' | 'tel'; autoComplete: string; inputMode?: 'email' | 'tel'; multiline?: boolean }> = {
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  email_confirmation: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  special_request: { autoComplete: 'off', multiline: true },
};

/** Checkout step 1: who is staying (spec 1 §5: names, e-mail twice, phone; a special request). */
export function GuestForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const values = useStore($guest);
  const errors = useStore($guestErrors);
  const failedSubmits = useStore($guestFailedSubmits);
  const locale = useStore($locale);

  const labels: Record<GuestField, string> = {
    first_name: t`First name`,
    last_name: t`Last name`,
    email: t`E-mail address`,
    email_confirmation: t`E-mail address (again)`,
    phone: t`Phone number`,
    special_request: t`Special requests`,
  };
  const hints: Partial<Record<GuestField, string>> = {
    email: t`We send your confirmation here.`,
    phone: t`Half-width digits; you may start with + and the country code.`,
    special_request: t`The hotel will do its best but cannot guarantee requests.`,
  };
  // spec 1 §4: the name fields in the order the locale writes names
  const order: GuestField[] = lastNameFirst(locale) ? ['last_name', 'first_name', ...GUEST_FIELDS.slice(2)] : [...GUEST_FIELDS];
  const message = (field: GuestField) => (errors[field] ? validationText(errors[field]!, i18n) : null);
  const summary = failedSubmits > 0 ? order.filter((field) => errors[field]).map((field) => ({ id: field, label: labels[field], message: message(field) ?? '' })) : [];

  return (
    <form
      class="guest-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (validateGuest()) onDone();
      }}
    >
      <ErrorSummary errors={summary} focusSignal={failedSubmits} />
      <div class="field-grid">
        {order.map((field) => (
          <TextField
            key={field}
            id={field}
            label={labels[field]}
            hint={hints[field]}
            required={field !== 'special_request'}
            value={values[field]}
            error={message(field)}
            maxLength={field === 'special_request' ? MAX_TEXT_LENGTH : undefined}
            onValue={(value) => updateGuestField(field, value)}
            onBlur={() => blurGuestField(field)}
            {...INPUT[field]}
          />
        ))}
      </div>
      <Button type="submit"><Trans>Continue to confirmation</Trans></Button>
    </form>
  );
}

import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { hotelCode, withCode } from '../../lib/context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { validationText } from '../../lib/validation-text.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { TextField } from '../../ui/field.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { $lookup, lookupReservation } from './reservation-store.ts';
import './reservation.css';

/** /search: find a reservation by its number and the guest's e-mail (spec 1 §1). */
export function LookupPage() {
  const { t, i18n } = useLingui();
  const state = useStore($lookup);
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ reservation_number: '', email: '' });
  const labels = { reservation_number: t`Reservation number`, email: t`E-mail address` };
  const message = (field: 'reservation_number' | 'email') => (state.errors[field] ? validationText(state.errors[field]!, i18n) : null);
  const summary = (['reservation_number', 'email'] as const)
    .filter((field) => state.errors[field])
    .map((field) => ({ id: field, label: labels[field], message: message(field) ?? '' }));

  return (
    <div class="reservation-page lookup-page">
      <PageHeading>
        <Trans>Find your reservation</Trans>
      </PageHeading>
      <p>
        <Trans>Enter the reservation number from your confirmation e-mail and the e-mail address you booked with.</Trans>
      </p>
      <form
        class="lookup-form"
        noValidate
        aria-busy={state.status === 'searching'}
        onSubmit={(event) => {
          event.preventDefault();
          void lookupReservation(hotelCode(), values).then((number) => {
            if (number) navigate(withCode(`/reservation/confirmation/${encodeURIComponent(number)}?${new URLSearchParams({ email: values.email.trim() })}`));
          });
        }}
      >
        <ErrorSummary errors={summary} focusSignal={summary.length ? state.failedSubmits : 0} />
        {state.status === 'error' ? (
          <p class="notice notice-error" role="alert">
            {state.error instanceof ApiError && state.error.status === 404
              ? t`We could not find a reservation with that number and e-mail.`
              : errorText(state.error, i18n)}
          </p>
        ) : null}
        <TextField
          id="reservation_number"
          label={labels.reservation_number}
          required
          autoComplete="off"
          dir="ltr"
          value={values.reservation_number}
          error={message('reservation_number')}
          onValue={(reservation_number) => setValues({ ...values, reservation_number })}
        />
        <TextField
          id="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={labels.email}
          required
          value={values.email}
          error={message('email')}
          onValue={(email) => setValues({ ...values, email })}
        />
        <Button type="submit" busy={state.status === 'searching'}>
          <Trans>Find reservation</Trans>
        </Button>
      </form>
    </div>
  );
}

import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelCode } from '../../../lib/context.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { fieldMessage, MemberForm } from '../form-parts.tsx';
import { $emailForm, submitEmailChange } from './account-store.ts';
import { CurrentPasswordField, RefusalNotice } from './account-form-parts.tsx';
import { scoped } from './scoped-form.ts';

/**
 * Spec 1 §4: a new e-mail address, pending until the link sent to it is clicked; the current
 * password confirms the member asks it (a member without one confirms by a recent sign-in).
 */
export function EmailChangeForm({ current }: { current: string }) {
  const { t, i18n } = useLingui();
  const form = useStore($emailForm);
  const state = scoped(form, 'change_');
  const [values, setValues] = useState({ email: '', current_password: '' });
  const labels = { change_email: t`New e-mail address`, change_current_password: t`Current password` };
  const pending = form.status === 'done' ? form.email : null;

  return (
    <section class="account-section" aria-labelledby="account-email">
      <h2 id="account-email">
        <Trans>E-mail address</Trans>
      </h2>
      <p>
        <Trans>
          You sign in with <bdi dir="ltr">{current}</bdi>.
        </Trans>
      </p>
      {pending ? (
        <p class="notice" role="status">
          <Trans>
            We have sent a link to <bdi dir="ltr">{pending}</bdi>. Your e-mail address changes only when you open that link; until then, keep signing in with{' '}
            <bdi dir="ltr">{current}</bdi>.
          </Trans>
        </p>
      ) : null}
      <MemberForm
        state={state}
        labels={labels}
        onSubmit={() =>
          void submitEmailChange(hotelCode(), values).then((done) => {
            if (done) setValues({ email: '', current_password: '' });
          })
        }
      >
        <RefusalNotice state={state} />
        <TextField
          id="change_email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={labels.change_email}
          required
          value={values.email}
          error={fieldMessage(state, 'change_email', i18n)}
          onValue={(email) => setValues({ ...values, email })}
        />
        <CurrentPasswordField
          id="change_current_password"
          label={labels.change_current_password}
          state={state}
          value={values.current_password}
          onValue={(current_password) => setValues({ ...values, current_password })}
        />
        <Button type="submit" busy={form.status === 'sending'}>
          <Trans>Change e-mail address</Trans>
        </Button>
      </MemberForm>
    </section>
  );
}

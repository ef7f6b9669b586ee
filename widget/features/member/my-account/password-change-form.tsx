import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelCode } from '../../../lib/context.ts';
import { Button } from '../../../ui/button.tsx';
import { MemberForm, type NewPassword, NewPasswordFields } from '../form-parts.tsx';
import { $passwordForm, submitPasswordChange } from './account-store.ts';
import { CurrentPasswordField, RefusalNotice, useHasPassword } from './account-form-parts.tsx';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type Field = keyof typeof EMPTY;

/**
 * Spec 2 §7.7 update_password: the current password, then a new one by spec 1 §5's rules, twice.
 * A member without a password (made by an OpenID sign-in) sets a first one: no current password.
 */
export function PasswordChangeForm() {
  const { t } = useLingui();
  const state = useStore($passwordForm);
  const [values, setValues] = useState(EMPTY);
  const hasPassword = useHasPassword();
  const labels: Record<Field, string> = { current_password: t`Current password`, password: t`New password`, password_confirmation: t`New password again` };

  return (
    <section class="account-section" aria-labelledby="account-password">
      <h2 id="account-password">
        <Trans>Password</Trans>
      </h2>
      <MemberForm
        state={state}
        labels={labels}
        onSubmit={() =>
          void submitPasswordChange(hotelCode(), values).then((done) => {
            if (done) setValues(EMPTY);
          })
        }
      >
        <RefusalNotice state={state} />
        <CurrentPasswordField
          id="current_password"
          label={labels.current_password}
          state={state}
          value={values.current_password}
          onValue={(current_password) => setValues({ ...values, current_password })}
        />
        <NewPasswordFields state={state} labels={labels} values={values} onValues={(fields: NewPassword) => setValues({ ...values, ...fields })} />
        <p role="status" class="account-status">
          {state.status === 'done' ? <Trans>Your password has been changed.</Trans> : null}
        </p>
        <Button type="submit" busy={state.status === 'sending'}>
          {hasPassword ? <Trans>Change password</Trans> : <Trans>Set a password</Trans>}
        </Button>
      </MemberForm>
    </section>
  );
}

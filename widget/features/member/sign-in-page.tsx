import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { hotelCode, withCode } from '../../lib/context.ts';
import { $member } from '../../lib/member-session.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { fieldMessage, MemberForm, MemberLinks } from './form-parts.tsx';
import { $signInForm, resetForm, submitSignIn } from './member-store.ts';
import { OpenIdSlot } from './open-id-slot.tsx';
import './member.css';

/**
 * /sign-in (spec 1 §2): e-mail and password. A refusal is the server's one answer for every
 * cause, shown in the global error bar (spec 2 §8.1); a member already signed in goes to search.
 */
export function SignInPage() {
  const { t, i18n } = useLingui();
  const state = useStore($signInForm);
  const member = useStore($member);
  const [values, setValues] = useState({ email: '', password: '' });
  useEffect(() => resetForm($signInForm), []);
  // spec 1 §4: signing in sends the guest to search (app/member-start.ts); a member arriving here goes there too
  if (member.status === 'signed-in') return <Redirect to={withCode('/booking/result')} replace />;
  const labels = { email: t`E-mail address`, password: t`Password` };

  return (
    <div class="member-page">
      <PageHeading>
        <Trans>Member sign-in</Trans>
      </PageHeading>
      <MemberForm
        state={state}
        labels={labels}
        onSubmit={() => {
          void submitSignIn(hotelCode(), values);
        }}
      >
        <TextField
          id="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          label={labels.email}
          required
          value={values.email}
          error={fieldMessage(state, 'email', i18n)}
          onValue={(email) => setValues({ ...values, email })}
        />
        <TextField
          id="password"
          type="password"
          autoComplete="current-password"
          label={labels.password}
          required
          value={values.password}
          error={fieldMessage(state, 'password', i18n)}
          onValue={(password) => setValues({ ...values, password })}
        />
        <Button type="submit" busy={state.status === 'sending'}>
          <Trans>Sign in</Trans>
        </Button>
      </MemberForm>
      <OpenIdSlot />
      <MemberLinks
        links={[
          { to: '/forgot-password', text: <Trans>Forgot your password?</Trans> },
          { to: '/sign-up', text: <Trans>Not a member yet? Sign up</Trans> },
          { to: '/resend-confirmation-email', text: <Trans>Did not get the confirmation e-mail?</Trans> },
        ]}
      />
    </div>
  );
}

import { type ReactNode, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WritableAtom } from 'nanostores';
import { hotelCode } from '../../lib/context.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { fieldMessage, MemberForm, MemberLinks } from './form-parts.tsx';
import { $forgotForm, $resendForm, type FormState, resetForm, submitForgotPassword, submitResend } from './member-store.ts';
import './member.css';

type EmailFormProps = {
  form: WritableAtom<FormState>;
  send: (hotelCode: string, email: string) => Promise<boolean>;
  heading: ReactNode;
  intro: ReactNode;
  submit: ReactNode;
  /** What the guest reads once it was sent: the same whether or not the address has an account. */
  sent: (email: string) => ReactNode;
};

/** A page asking for an e-mail address to mail a link to; its answer never says whether an account exists. */
function EmailFormPage({ form, send, heading, intro, submit, sent }: EmailFormProps) {
  const { t, i18n } = useLingui();
  const state = useStore(form);
  const [email, setEmail] = useState('');
  useEffect(() => resetForm(form), [form]);
  const labels = { email: t`E-mail address` };
  return (
    <div class="member-page">
      <PageHeading focusKey={state.status === 'done' ? 'sent' : 'form'}>{heading}</PageHeading>
      {state.status === 'done' ? null : <p>{intro}</p>}
      {state.status === 'done' ? (
        <div class="notice notice-success" role="status">
          <p>{sent(state.email)}</p>
        </div>
      ) : (
        <MemberForm state={state} labels={labels} onSubmit={() => void send(hotelCode(), email)}>
          {state.status === 'error' && !state.errors.email ? (
            <p class="notice notice-error" role="alert">
              {errorText(state.error, i18n)}
            </p>
          ) : null}
          <TextField
            id="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={labels.email}
            required
            value={email}
            error={fieldMessage(state, 'email', i18n)}
            onValue={setEmail}
          />
          <Button type="submit" busy={state.status === 'sending'}>
            {submit}
          </Button>
        </MemberForm>
      )}
      <MemberLinks links={[{ to: '/sign-in', text: <Trans>Back to sign-in</Trans> }]} />
    </div>
  );
}

/** /forgot-password (spec 1 §2): a reset link, e-mailed only to an account's owner. */
export function ForgotPasswordPage() {
  return (
    <EmailFormPage
      form={$forgotForm}
      send={submitForgotPassword}
      heading={<Trans>Forgot your password?</Trans>}
      intro={<Trans>Enter the e-mail address of your membership. We will send you a link to set a new password.</Trans>}
      submit={<Trans>Send the link</Trans>}
      sent={(email) => (
        <Trans>
          If <bdi dir="ltr">{email}</bdi> belongs to a member, a link to set a new password is on its way. It works for 1 hour.
        </Trans>
      )}
    />
  );
}

/** /resend-confirmation-email (spec 1 §2): a new confirmation link, e-mailed only to an account waiting for it. */
export function ResendConfirmationPage() {
  return (
    <EmailFormPage
      form={$resendForm}
      send={(code, email) => submitResend(code, email)}
      heading={<Trans>Send the confirmation e-mail again</Trans>}
      intro={<Trans>Enter the e-mail address you signed up with. We will send a new link to confirm your membership.</Trans>}
      submit={<Trans>Send the e-mail</Trans>}
      sent={(email) => (
        <Trans>
          If <bdi dir="ltr">{email}</bdi> is waiting for confirmation, a new link is on its way. It works for 3 days.
        </Trans>
      )}
    />
  );
}

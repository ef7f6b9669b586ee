import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { hotelCode, withCode } from '../../lib/context.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { $signUpForm, $resendForm, submitResend } from './member-store.ts';
import { memberPath } from './chat-paths.ts';
import './member.css';

/** /sign-up-result (spec 1 §2): the confirmation e-mail is on its way; it can be sent again. */
export function SignUpResultPage() {
  const { i18n } = useLingui();
  const signUp = useStore($signUpForm);
  const resend = useStore($resendForm);
  const email = signUp.email;
  return (
    <div class="member-page">
      <PageHeading>
        <Trans>Check your e-mail</Trans>
      </PageHeading>
      {email ? (
        <p>
          <Trans>
            We have sent an e-mail to <bdi dir="ltr">{email}</bdi>. Open the link in it within 3 days to confirm your membership; then you can sign in.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>We have sent you an e-mail. Open the link in it within 3 days to confirm your membership; then you can sign in.</Trans>
        </p>
      )}
      {resend.status === 'error' ? (
        <p class="notice notice-error" role="alert">
          {errorText(resend.error, i18n)}
        </p>
      ) : null}
      {resend.status === 'done' ? (
        <p class="notice notice-success" role="status">
          <Trans>We have sent the e-mail again.</Trans>
        </p>
      ) : email ? (
        <Button variant="secondary" busy={resend.status === 'sending'} onClick={() => void submitResend(hotelCode(), email)}>
          <Trans>Send the e-mail again</Trans>
        </Button>
      ) : (
        <Link href={withCode('/resend-confirmation-email')}>
          <Trans>Send the e-mail again</Trans>
        </Link>
      )}
    </div>
  );
}

/** /sign-up-done (spec 1 §2): the membership is confirmed; the member may sign in. */
export function SignUpDonePage() {
  const [location] = useLocation();
  return (
    <div class="member-page">
      <PageHeading>
        <Trans>Your membership is confirmed</Trans>
      </PageHeading>
      <p>
        <Trans>Welcome! You can now sign in and book as a member.</Trans>
      </p>
      <Link class="button button-primary" href={withCode(memberPath(location, '/sign-in'))}>
        <Trans>Sign in</Trans>
      </Link>
    </div>
  );
}

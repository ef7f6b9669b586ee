import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Redirect, useSearch } from 'wouter';
import { hotelCode, withCode } from '../../lib/context.ts';
import { errorText } from '../../lib/error-text.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { $confirmation, confirmSignUp } from './member-store.ts';
import './member.css';

/**
 * /member-confirmation?confirmation_token= (spec 1 §2): the sign-up e-mail's link. Confirmed, the
 * guest goes on to /sign-up-done; an expired link offers a new one, an earlier confirmation the sign-in.
 */
export function MemberConfirmationPage() {
  const { i18n } = useLingui();
  const token = new URLSearchParams(useSearch()).get('confirmation_token') ?? '';
  const state = useStore($confirmation);
  useEffect(() => {
    void confirmSignUp(hotelCode(), token);
  }, [token]);

  if (state.status === 'confirmed') return <Redirect to={withCode('/sign-up-done')} replace />;
  if (state.status === 'confirming') return <Loading label={<Trans>Confirming your membership…</Trans>} />;
  return (
    <div class="member-page">
      <PageHeading>{state.status === 'already' ? <Trans>Your membership is already confirmed</Trans> : <Trans>This link does not work</Trans>}</PageHeading>
      {state.status === 'already' ? (
        <Link class="button button-primary" href={withCode('/sign-in')}>
          <Trans>Sign in</Trans>
        </Link>
      ) : (
        <>
          <p>
            {state.status === 'expired' ? (
              <Trans>This confirmation link has expired or is not valid. We can send you a new one.</Trans>
            ) : (
              errorText(state.error, i18n)
            )}
          </p>
          <Link href={withCode('/resend-confirmation-email')}>
            <Trans>Send the confirmation e-mail again</Trans>
          </Link>
        </>
      )}
    </div>
  );
}

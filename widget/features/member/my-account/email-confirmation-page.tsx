import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { hotelCode, withCode } from '../../../lib/context.ts';
import { errorText } from '../../../lib/error-text.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { Loading } from '../../../ui/spinner.tsx';
import { $emailConfirmation, confirmEmailChange } from './account-store.ts';

/**
 * /member-confirmation?confirmation_token=&email_update=true (spec 1 §2, §4): the link of an
 * e-mail change, sent to the new address. Confirmed, the account has the new address; a used or
 * expired link says where to ask for another.
 */
export function EmailConfirmationPage() {
  const { i18n } = useLingui();
  const token = new URLSearchParams(useSearch()).get('confirmation_token') ?? '';
  const state = useStore($emailConfirmation);
  useEffect(() => {
    void confirmEmailChange(hotelCode(), token);
  }, [token]);

  if (state.status === 'confirming') return <Loading label={<Trans>Changing your e-mail address…</Trans>} />;
  return (
    <div class="member-page">
      <PageHeading>{state.status === 'confirmed' ? <Trans>Your e-mail address has been changed</Trans> : <Trans>This link does not work</Trans>}</PageHeading>
      <p>
        {state.status === 'confirmed' ? (
          <Trans>
            From now on, sign in with <bdi dir="ltr">{state.email}</bdi>.
          </Trans>
        ) : state.status === 'broken' ? (
          <Trans>This link to change your e-mail address has expired, was already used or is not valid. You can ask for a new one in your account.</Trans>
        ) : (
          errorText(state.error, i18n)
        )}
      </p>
      <Link class="button button-primary" href={withCode('/my-account/profile')}>
        <Trans>Go to my account</Trans>
      </Link>
    </div>
  );
}

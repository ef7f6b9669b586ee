import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelCode } from '../../../lib/context.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { Loading } from '../../../ui/spinner.tsx';
import { $account, loadAccount, resetAccountForms } from './account-store.ts';
import { DeletionSection } from './deletion-section.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** /my-account/profile: the member's details, e-mail address and password, and the account's deletion (spec 1 §2, §4). */
export function ProfilePage() {
  const { i18n } = useLingui();
  const state = useStore($account);
  useEffect(() => {
    resetAccountForms();
    void loadAccount(hotelCode());
  }, []);
  if (state.status === 'loading') return <Loading label={<Trans>Loading your account…</Trans>} />;
  if (state.status === 'error') {
    return (
      <div class="notice notice-error" role="alert">
        <p>{errorText(state.error, i18n)}</p>
        <Button variant="secondary" onClick={() => void loadAccount(hotelCode())}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <>
      <ProfileForm account={state.account} />
      <EmailChangeForm current={state.account.email} />
      <PasswordChangeForm />
      <DeletionSection />
    </>
  );
}

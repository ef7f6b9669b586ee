import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { MEMBER_ERROR_CODES } from '../../../shared/member-error-codes.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hotelCode, withCode } from '../../lib/context.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { MemberForm, NewPasswordFields } from './form-parts.tsx';
import { $resetForm, resetForm, submitNewPassword } from './member-store.ts';
import './member.css';

/** Whether a reset was refused for its link (used, expired, unknown or malformed). */
function linkRefused(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === MEMBER_ERROR_CODES.linkInvalid || error.hasReason('token_invalid') || 'reset_password_token' in error.details)
  );
}

/** /change-password?reset_password_token= (spec 1 §2): a new password from the e-mailed reset link. */
export function ChangePasswordPage() {
  const { t, i18n } = useLingui();
  const token = new URLSearchParams(useSearch()).get('reset_password_token') ?? '';
  const state = useStore($resetForm);
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  useEffect(() => resetForm($resetForm), []);
  const labels = { password: t`New password`, password_confirmation: t`New password again` };
  const broken = token === '' || (state.status === 'error' && linkRefused(state.error));
  const done = state.status === 'done';

  return (
    <div class="member-page">
      <PageHeading focusKey={done ? 'done' : broken ? 'broken' : 'form'}>
        {done ? <Trans>Your password has been changed</Trans> : broken ? <Trans>This link does not work</Trans> : <Trans>Set a new password</Trans>}
      </PageHeading>
      {done ? (
        <Link class="button button-primary" href={withCode('/sign-in')}>
          <Trans>Sign in</Trans>
        </Link>
      ) : broken ? (
        <>
          <p>
            <Trans>This link to set a new password has expired, was already used or is not valid. Please ask for a new one.</Trans>
          </p>
          <Link href={withCode('/forgot-password')}>
            <Trans>Ask for a new link</Trans>
          </Link>
        </>
      ) : (
        <MemberForm state={state} labels={labels} onSubmit={() => void submitNewPassword(hotelCode(), token, values)}>
          {state.status === 'error' && Object.keys(state.errors).length === 0 ? (
            <p class="notice notice-error" role="alert">
              {errorText(state.error, i18n)}
            </p>
          ) : null}
          <NewPasswordFields state={state} labels={labels} values={values} onValues={setValues} />
          <Button type="submit" busy={state.status === 'sending'}>
            <Trans>Change password</Trans>
          </Button>
        </MemberForm>
      )}
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { hotelCode, withCode } from '../../../lib/context.ts';
import { errorText } from '../../../lib/error-text.ts';
import { signOut } from '../../../lib/member-session.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { fieldMessage } from '../form-parts.tsx';
import type { FormState } from '../member-store.ts';
import { $account, needsRecentSignIn } from './account-store.ts';
import { refusedWhole } from './scoped-form.ts';

/** Whether the account shown has a password (not yet known counts as having one, as the server assumes nothing less). */
export function useHasPassword(): boolean {
  const account = useStore($account);
  return account.status !== 'ready' || account.account.has_password;
}

/**
 * The current password's field of an account form (e-mail change, password change, deletion);
 * none for a member without a password (made by an OpenID sign-in), whom the server asks for a
 * recent sign-in instead.
 */
export function CurrentPasswordField({ state, ...field }: { id: string; label: string; state: FormState; value: string; onValue: (value: string) => void }) {
  const { i18n } = useLingui();
  if (!useHasPassword()) return null;
  return <TextField type="password" autoComplete="current-password" required error={fieldMessage(state, field.id, i18n)} {...field} />;
}

/**
 * An account form's refusal that names no field, in words. A member without a password refused
 * for want of a recent sign-in reads why (the server's sentence) and gets a button that signs out
 * and opens the sign-in page, where they sign in again with their provider.
 */
export function RefusalNotice({ state }: { state: FormState }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  if (!refusedWhole(state)) return null;
  return (
    <div class="notice notice-error" role="alert">
      <p>{errorText(state.error, i18n)}</p>
      {needsRecentSignIn(state.error) ? (
        <Button variant="secondary" onClick={() => void signOut(hotelCode()).then(() => navigate(withCode('/sign-in')))}>
          <Trans>Sign out and sign in again</Trans>
        </Button>
      ) : null}
    </div>
  );
}

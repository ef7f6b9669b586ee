import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelCode } from '../../../lib/context.ts';
import { Button } from '../../../ui/button.tsx';
import { Loading } from '../../../ui/spinner.tsx';
import { MemberForm } from '../form-parts.tsx';
import { $deletionForm, submitDeletion } from './account-store.ts';
import { loadDeletionQuote } from './reservations-store.ts';
import { CurrentPasswordField, RefusalNotice } from './account-form-parts.tsx';
import { scoped } from './scoped-form.ts';

// the list of what is cancelled, with its fees: a chunk of its own, loaded when the member opens the confirmation step
const WhatIsCancelled = lazy(() => import('./deletion-quote.tsx').then((m) => ({ default: m.WhatIsCancelled })));

/**
 * Spec 1 §4 account deletion: a first button opens the confirmation step, which says what is lost
 * and asks the password (of a member who has one; one without confirms by a recent sign-in).
 */
export function DeletionSection() {
  const { t } = useLingui();
  const form = useStore($deletionForm);
  const state = scoped(form, 'delete_');
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const warning = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (confirming) {
      void loadDeletionQuote();
      // the confirmation step is read from its warning; leaving it goes back to the button that opened it
      warning.current?.focus();
    } else {
      $deletionForm.set({ ...$deletionForm.get(), status: 'idle', errors: {}, error: null });
      if (opened.current) opener.current?.querySelector('button')?.focus();
    }
    opened.current ||= confirming;
  }, [confirming]);
  const labels = { delete_current_password: t`Current password` };

  return (
    <section class="account-section account-deletion" aria-labelledby="account-deletion">
      <h2 id="account-deletion">
        <Trans>Delete account</Trans>
      </h2>
      {confirming ? (
        <MemberForm state={state} labels={labels} onSubmit={() => void submitDeletion(hotelCode(), password)}>
          <p class="notice notice-error" tabIndex={-1} ref={warning}>
            <strong>
              <Trans>Deleting your account is permanent and cannot be undone.</Trans>
            </strong>{' '}
            <Trans>Your upcoming reservations are cancelled, your membership benefits and promotional e-mails end, and you can no longer sign in.</Trans>
          </p>
          <Suspense fallback={<Loading />}>
            <WhatIsCancelled />
          </Suspense>
          <RefusalNotice state={state} />
          <CurrentPasswordField id="delete_current_password" label={labels.delete_current_password} state={state} value={password} onValue={setPassword} />
          <div class="account-actions">
            <Button type="submit" variant="danger" busy={form.status === 'sending'}>
              <Trans>Delete my account permanently</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Keep my account</Trans>
            </Button>
          </div>
        </MemberForm>
      ) : (
        <div ref={opener}>
          <p>
            <Trans>Deleting your account cancels your upcoming reservations. You will see which ones, and any fees, before you confirm.</Trans>
          </p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>Delete my account…</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelCode } from '../../lib/context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { $openIdProviders, $openIdSignIn, cancelOpenIdSignIn, loadOpenIdProviders, signInWithProvider } from './open-id-store.ts';

/**
 * The sign-in buttons of the hotel brand's OpenID providers (issue 14), under the sign-in and
 * sign-up forms; nothing when the brand has none. Loaded on demand (features/member/open-id-slot.tsx).
 */
export function OpenIdButtons() {
  const { t } = useLingui();
  const providers = useStore($openIdProviders);
  const signIn = useStore($openIdSignIn);
  const area = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);

  useEffect(() => {
    void loadOpenIdProviders(hotelCode());
    return cancelOpenIdSignIn;
  }, []);
  // focus follows the sign-in: to the link when the pop-up was blocked, back to the provider's
  // button when the pop-up was closed or cancelled
  useEffect(() => {
    const root = area.current;
    if (!root) return;
    if (signIn.status === 'blocked') root.querySelector<HTMLElement>('.open-id-continue')?.focus();
    if (signIn.status === 'idle' && last.current) root.querySelector<HTMLElement>(`[data-provider="${last.current}"]`)?.focus();
    last.current = signIn.status === 'idle' ? null : signIn.provider.id;
  }, [signIn.status]);

  if (providers.length === 0) return null;
  const current = signIn.status === 'idle' ? null : signIn.provider;
  const name = current?.name ?? '';
  const buttonLabel = (name: string) => t`Continue with ${name}`;

  return (
    <div class="open-id" ref={area}>
      <p class="open-id-or">
        <Trans>or</Trans>
      </p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          class="open-id-button"
          data-provider={provider.id}
          busy={current?.id === provider.id && (signIn.status === 'waiting' || signIn.status === 'redeeming')}
          onClick={() => {
            void signInWithProvider(hotelCode(), provider);
          }}
        >
          {buttonLabel(provider.name)}
        </Button>
      ))}
      <div role="status" class="open-id-status">
        {signIn.status === 'waiting' && (
          <p>
            <Trans>Finish signing in with {name} in the window that opened.</Trans>{' '}
            <Button variant="link" onClick={cancelOpenIdSignIn}>
              <Trans>Cancel</Trans>
            </Button>
          </p>
        )}
        {signIn.status === 'redeeming' && <Trans>Signing in…</Trans>}
      </div>
      {signIn.status === 'blocked' && (
        <div class="notice notice-warning open-id-notice" role="alert">
          <p>
            <Trans>Your browser blocked the sign-in window.</Trans>
          </p>
          <a class="open-id-continue" href={signIn.url} target="_blank" rel="noopener noreferrer">
            <Trans>Open the {name} sign-in in a new tab</Trans>
          </a>
          <p>
            <Trans>Once you have signed in there, come back to this page: your sign-in finishes here.</Trans>
          </p>
        </div>
      )}
      {signIn.status === 'failed' && (
        <div class="notice notice-error open-id-notice" role="alert">
          <p>{signIn.error === 'expired' ? <Trans>The sign-in took too long. Please try again.</Trans> : <ErrorMessage error={signIn.error} />}</p>
          <p>
            <Trans>You can try again, or use your e-mail address and password instead.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}

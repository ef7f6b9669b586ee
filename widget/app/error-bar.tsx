import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { $globalError, dismissGlobalError } from '../lib/global-error.ts';
import { $settings } from '../lib/settings.ts';
import { ErrorMessage } from '../ui/error-message.tsx';

/** The global error bar (spec 2 §8.1): init failures and errors no page handles itself. */
export function ErrorBar() {
  const { t } = useLingui();
  const error = useStore($globalError);
  const settings = useStore($settings);
  const shown = error ?? (settings.status === 'error' ? settings.error : null);
  if (!shown) return null;
  return (
    <div class="error-bar" role="alert">
      <p>
        <ErrorMessage error={shown} />
      </p>
      {error ? (
        <button type="button" class="error-bar-close" onClick={dismissGlobalError} aria-label={t`Dismiss`}>
          <span aria-hidden="true">×</span>
        </button>
      ) : (
        <button type="button" class="button button-secondary" onClick={() => location.reload()}>
          <Trans>Reload</Trans>
        </button>
      )}
    </div>
  );
}

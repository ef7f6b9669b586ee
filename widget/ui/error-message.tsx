import { lazy, Suspense } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { loadLaterText } from '../lib/i18n.ts';

type Props = { error: unknown };

// said while the error texts cannot be loaded (the network is down)
const GENERIC = msg`An error occurred. Please try again.`;

function Generic() {
  const { i18n } = useLingui();
  return <>{i18n._(GENERIC)}</>;
}

/**
 * The error texts (lib/error-text.ts) with their part of the catalog, loaded on demand: a first
 * screen shows no error. Never fails: without them the guest reads the generic message.
 */
const Text = lazy(() =>
  Promise.all([import('../lib/error-text.ts'), loadLaterText().catch(() => {})]).then(
    ([{ errorText }]) => ({
      default: function ErrorText({ error }: Props) {
        const { i18n } = useLingui();
        return <>{errorText(error, i18n)}</>;
      },
    }),
    () => ({ default: Generic }),
  ),
);

/** What to tell the guest about an error, in their language (lib/error-text.ts), for the first screen's pages. */
export function ErrorMessage({ error }: Props) {
  return (
    <Suspense fallback={null}>
      <Text error={error} />
    </Suspense>
  );
}

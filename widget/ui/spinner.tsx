import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** A decorative spinner; pair it with words (Loading) or a busy button. */
export function Spinner() {
  return <span class="spinner" aria-hidden="true" />;
}

/** A visible, announced progress indicator for a wait (aria-busy + spinner + words). */
export function Loading({ label }: { label?: ReactNode }) {
  return (
    <div class="loading" role="status" aria-live="polite" aria-busy="true">
      <Spinner />
      <span>{label ?? <Trans>Loading…</Trans>}</span>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** A decorative spinner; pair it with words (Loading) or a busy button. */
export function Spinner() {
  return <span class="spinner" aria-hidden="true" />;
}

/**
 * A visible, announced progress indicator for a wait (spinner + words in a polite live
 * region). `silent` when the page announces the wait in a live region of its own.
 */
export function Loading({ label, silent = false }: { label?: ReactNode; silent?: boolean }) {
  return (
    <div class="loading" role={silent ? undefined : 'status'}>
      <Spinner />
      <span>{label ?? <Trans>Loading…</Trans>}</span>
    </div>
  );
}

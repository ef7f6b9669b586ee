import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { bringIntoView } from '../lib/bring-into-view.ts';
import { fieldId } from './field.tsx';

type ErrorSummaryProps = {
  /** Field id, label and message of each error, in form order. */
  errors: ReadonlyArray<{ id: string; label: string; message: string }>;
  /** Changes on each failed submit; the summary takes focus then. */
  focusSignal: number;
};

/** Shows an element in the middle of the screen and gives it focus, without a second scroll. */
function reveal(element: HTMLElement | null): void {
  if (!element) return;
  bringIntoView(element);
  element.focus({ preventScroll: true });
}

/**
 * The list of a form's errors, at the top of the form: brought into view and focused on a failed
 * submit, each linking to its field.
 */
export function ErrorSummary({ errors, focusSignal }: ErrorSummaryProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusSignal > 0) reveal(ref.current);
  }, [focusSignal]);
  if (errors.length === 0) return null;
  return (
    <div ref={ref} class="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" class="error-summary-title">
        <Trans>Please check the following:</Trans>
      </h2>
      <ul>
        {errors.map(({ id, label, message: problem }) => (
          <li key={id}>
            <a
              href={`#${fieldId(id)}`}
              onClick={(event) => {
                event.preventDefault();
                reveal(document.getElementById(fieldId(id)));
              }}
            >
              {t`${label}: ${problem}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

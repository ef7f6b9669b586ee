import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $locale } from '../lib/i18n.ts';
import { formatNumber } from './numbers.ts';

/** Checkout steps (spec 1 §2: pay-at-hotel checkout has guest details, confirm, done). */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const steps = [t`Guest details`, t`Confirm`, t`Done`];
  return (
    <nav class="steps" aria-label={t`Booking steps`}>
      <ol>
        {steps.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li key={label} class={`step step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span class="step-number" aria-hidden="true">
                {formatNumber(step, locale)}
              </span>
              <span class="step-label">{label}</span>
              {state === 'done' ? <span class="visually-hidden"> ({t`completed`})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

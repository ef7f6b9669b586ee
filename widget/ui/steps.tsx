import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $paysByCard } from '../lib/checkout-flow.ts';
import { $locale } from '../lib/i18n.ts';
import { formatNumber } from './numbers.ts';

/**
 * Checkout steps (spec 1 §2): guest details, confirm, done; a booking paid by card now has its
 * payment step before done (lib/checkout-flow.ts).
 */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const card = useStore($paysByCard);
  const steps = card ? [t`Guest details`, t`Confirm`, t`Payment`, t`Done`] : [t`Guest details`, t`Confirm`, t`Done`];
  return (
    <nav class={`steps steps-${steps.length}`} aria-label={t`Booking steps`}>
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

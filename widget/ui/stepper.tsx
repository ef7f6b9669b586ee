import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $locale } from '../lib/i18n.ts';
import { fieldId } from './field.tsx';
import { formatNumber } from './numbers.ts';
import './stepper.css';

type StepperProps = {
  /** Base of the element ids (`field-{id}`): the group takes focus there. */
  id: string;
  /** The counted guests ("Adults"), the group's and the buttons' name. */
  label: string;
  /** Shown under the label ("ages 6–12"). */
  hint?: ReactNode;
  value: number;
  min: number;
  max: number;
  onValue: (value: number) => void;
};

/**
 * A count chosen with − and + buttons around the value. At a limit the button says it is
 * unavailable (aria-disabled) yet keeps the focus, so a guest pressing + up to the most is not
 * thrown out of the form; the new value is announced with the counted guests' name.
 */
export function Stepper({ id, label, hint, value, min, max, onValue }: StepperProps) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const labelId = `${fieldId(id)}-label`;
  const hintId = `${fieldId(id)}-hint`;
  const step = (to: number) => {
    if (to >= min && to <= max) onValue(to);
  };
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a count and its two buttons, named as one, not a form section with a legend
    <div id={fieldId(id)} class="stepper" role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined} tabIndex={-1}>
      <span class="stepper-text">
        <span id={labelId} class="stepper-label">
          {label}
        </span>
        {hint ? (
          <span id={hintId} class="stepper-hint">
            {hint}
          </span>
        ) : null}
      </span>
      <span class="stepper-controls">
        <button type="button" class="stepper-button" aria-label={t`${label}: one fewer`} aria-disabled={atMin || undefined} onClick={() => step(value - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <output class="stepper-value" aria-live="polite" aria-atomic="true">
          {formatNumber(value, locale)}
          <span class="visually-hidden"> {label}</span>
        </output>
        <button type="button" class="stepper-button" aria-label={t`${label}: one more`} aria-disabled={atMax || undefined} onClick={() => step(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </span>
    </div>
  );
}

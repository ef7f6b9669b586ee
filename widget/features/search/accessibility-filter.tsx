import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ACCESSIBILITY_FEATURES, type AccessibilityFeature } from '../../../shared/api/rooms.ts';
import { ACCESSIBILITY_LABEL } from './accessibility-labels.ts';

type AccessibilityFilterProps = {
  value: readonly AccessibilityFeature[];
  onValue: (value: AccessibilityFeature[]) => void;
};

/**
 * The accessibility filter of the search: a checkbox per feature in a fieldset, folded away
 * (a native disclosure) until the guest opens it or a search already uses it.
 */
export function AccessibilityFilter({ value, onValue }: AccessibilityFilterProps) {
  const { t, i18n } = useLingui();
  const [openAtFirst] = useState(value.length > 0);
  const count = value.length;
  const toggle = (feature: AccessibilityFeature, on: boolean) => {
    const chosen = new Set(value);
    if (on) chosen.add(feature);
    else chosen.delete(feature);
    onValue(ACCESSIBILITY_FEATURES.filter((f) => chosen.has(f)));
  };
  return (
    <details class="search-accessibility" open={openAtFirst}>
      <summary>
        {t`Accessibility needs`}
        {count > 0 ? <span class="search-accessibility-count"> ({plural(count, { one: '# selected', other: '# selected' })})</span> : null}
      </summary>
      <fieldset class="checkbox-group">
        <legend>{t`Show only rooms with:`}</legend>
        {ACCESSIBILITY_FEATURES.map((feature) => (
          <label key={feature} class="checkbox">
            <input
              type="checkbox"
              name="accessibility"
              value={feature}
              checked={value.includes(feature)}
              onChange={(event) => toggle(feature, event.currentTarget.checked)}
            />
            <span>{i18n._(ACCESSIBILITY_LABEL[feature])}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

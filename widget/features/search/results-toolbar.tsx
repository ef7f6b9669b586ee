import { Trans, useLingui } from '@lingui/react/macro';
import type { SortOrder } from '../../../shared/constants.ts';
import { SelectField } from '../../ui/field.tsx';
import type { SearchParams } from './search-params.ts';

type ResultsToolbarProps = {
  params: SearchParams;
  plansEnabled: boolean;
  onChange: (params: SearchParams) => void;
};

/** Rooms / plans view toggle and the sort order. */
export function ResultsToolbar({ params, plansEnabled, onChange }: ResultsToolbarProps) {
  const { t } = useLingui();
  const orders: Array<{ value: SortOrder; label: string }> = [
    { value: 'price_low_to_high', label: t`Price: low to high` },
    { value: 'price_high_to_low', label: t`Price: high to low` },
    { value: 'recommended', label: t`Recommended` },
  ];
  return (
    <div class="results-toolbar">
      {plansEnabled ? (
        // biome-ignore lint/a11y/useSemanticElements: a toggle of two pressed buttons, not a form section
        <div class="view-toggle" role="group" aria-label={t`Show results by`}>
          <button type="button" class="toggle" aria-pressed={params.type === 'rooms'} onClick={() => onChange({ ...params, type: 'rooms' })}>
            <Trans>Rooms</Trans>
          </button>
          <button type="button" class="toggle" aria-pressed={params.type === 'plans'} onClick={() => onChange({ ...params, type: 'plans' })}>
            <Trans>Plans</Trans>
          </button>
        </div>
      ) : null}
      <SelectField id="order" label={t`Sort by`} required value={params.order} options={orders} onValue={(order) => onChange({ ...params, order })} />
    </div>
  );
}

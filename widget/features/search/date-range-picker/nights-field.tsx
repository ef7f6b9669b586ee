import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_NIGHTS } from '../../../../shared/constants.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/field.tsx';

type NightsFieldProps = {
  nights: number;
  onNights: (nights: number) => void;
  /** Back to a search with dates. */
  onDates: () => void;
  error?: string | null;
};

/**
 * Spec 1 §2 undated search: how many nights, without dates; each plan then shows its lowest
 * price for that many nights, and choosing one asks the dates.
 */
export function NightsField({ nights, onNights, onDates, error }: NightsFieldProps) {
  const { t } = useLingui();
  const options = Array.from({ length: MAX_NIGHTS }, (_, i) => ({ value: String(i + 1), label: plural(i + 1, { one: '# night', other: '# nights' }) }));
  return (
    <div class="search-nights-field">
      <SelectField
        id="nights"
        label={t`Nights (dates chosen later)`}
        required
        value={String(nights)}
        options={options}
        onValue={(value) => onNights(Number(value))}
        error={error}
      />
      <Button variant="link" onClick={onDates}>
        <Trans>Choose dates instead</Trans>
      </Button>
    </div>
  );
}

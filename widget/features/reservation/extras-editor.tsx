import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { $locale } from '../../lib/i18n.ts';
import { ChangeForm } from '../../ui/change-form.tsx';
import { formatDate } from '../../ui/dates.tsx';
import { formatMoney, Money } from '../../ui/money.tsx';
import { Stepper } from '../../ui/stepper.tsx';
import {
  $extrasDraft,
  $reservationExtras,
  closeExtrasDraft,
  draftTotal,
  extraRows,
  openExtrasDraft,
  saveExtras,
  setExtraQuantity,
  stepQuantity,
} from './extras-change-store.ts';

/**
 * The form that sets the reservation's extras anew (spec 2 §7.4), loaded when the guest asks
 * for it: a count for each extra (each night of a dated one) still orderable or held, the new
 * total, then one save with that total.
 */
export function ExtrasEditor({ hotelCode, onClose }: { hotelCode: string; onClose: (saved: boolean) => void }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const state = useStore($reservationExtras);
  const draft = useStore($extrasDraft);
  useEffect(() => {
    openExtrasDraft();
    return closeExtrasDraft;
  }, []);
  if (state.status !== 'done') return null;
  const rows = extraRows(state.data);
  const quantities = draft?.quantities ?? {};
  const total = draftTotal(state.data, rows, quantities);
  const currency = state.data.currency;
  return (
    <>
      <h2 id="reservation-extras-title">
        <Trans>Change extras</Trans>
      </h2>
      <ChangeForm
        state={draft ?? { status: 'loading' }}
        formClass="extras-editor"
        loadingLabel={<Trans>Loading the extras…</Trans>}
        closedText={() => null}
        submitLabel={<Trans>Save extras</Trans>}
        onSave={() => saveExtras(hotelCode)}
        onClose={onClose}
      >
        {rows.map((row) => {
          const name = row.date ? `${row.name}, ${formatDate(row.date, locale, 'short')}` : row.name;
          const price = formatMoney(row.unitPrice, currency, locale);
          const value = quantities[row.key] ?? row.held;
          return (
            <Stepper
              key={row.key}
              id={`extra-${row.key}`}
              label={name}
              hint={row.unit === 'per_person' ? t`${price} per person` : row.unit === 'per_room' ? t`${price} per room` : t`${price} each`}
              value={value}
              min={0}
              max={Math.max(row.max, row.held)}
              onValue={(to) => setExtraQuantity(row.key, stepQuantity(row, value, to))}
            />
          );
        })}
        <p class="extras-editor-total">
          <Trans>New total</Trans> <Money amount={total} currency={currency} />
        </p>
      </ChangeForm>
    </>
  );
}

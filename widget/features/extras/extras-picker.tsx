import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Extra, ExtraUnit } from '../../../shared/api/extras.ts';
import type { CurrencyCode } from '../../../shared/constants.ts';
import { errorText } from '../../lib/error-text.ts';
import { $locale } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { formatDate } from '../../ui/dates.tsx';
import { FormattedDate } from '../../ui/formatted-date.tsx';
import { Money } from '../../ui/money.tsx';
import { Loading } from '../../ui/spinner.tsx';
import { $extras, $extrasChoice, $extrasTotal, choiceKey, isIncluded, loadExtras, maxQuantity, setExtraQuantity, unitPrice } from './extras-store.ts';
import './extras.css';

type ExtrasPickerProps = {
  hotelCode: string;
  checkin: string;
  checkout: string;
  /** The room plan of each booked room. */
  roomPlanCodes: readonly string[];
  currency: CurrencyCode;
  /** Settings `show_prices_tax_included` (spec 1 §3). */
  taxIncluded: boolean;
};

function UnitText({ unit }: { unit: ExtraUnit }) {
  if (unit === 'per_person') return <Trans>per person</Trans>;
  if (unit === 'per_room') return <Trans>per room</Trans>;
  return <Trans>each</Trans>;
}

function TaxNote({ taxIncluded }: { taxIncluded: boolean }) {
  return <span class="extra-tax-note">{taxIncluded ? <Trans>(tax included)</Trans> : <Trans>(excluding tax)</Trans>}</span>;
}

type StepperProps = { id: string; label: string; value: number; max: number; onValue: (value: number) => void };

/** A quantity with − and + buttons around a number field; every part named for a screen reader. */
function QuantityStepper({ id, label, value, max, onValue }: StepperProps) {
  const { t } = useLingui();
  return (
    <div class="quantity-stepper">
      <label for={id} class="visually-hidden">{t`Quantity: ${label}`}</label>
      <button
        type="button"
        class="stepper-button"
        aria-label={t`One fewer: ${label}`}
        aria-controls={id}
        disabled={value <= 0}
        onClick={() => onValue(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onValue(Number(event.currentTarget.value))}
      />
      <button
        type="button"
        class="stepper-button"
        aria-label={t`One more: ${label}`}
        aria-controls={id}
        disabled={value >= max}
        onClick={() => onValue(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

type ItemProps = { extra: Extra; currency: CurrencyCode; taxIncluded: boolean; choice: Record<string, number> };

function PriceText({ extra, date, currency, taxIncluded }: { extra: Extra; date: string | null; currency: CurrencyCode; taxIncluded: boolean }) {
  const unit = unitPrice(extra, date);
  return (
    <span class="extra-price">
      <Money amount={taxIncluded ? unit.price : unit.withoutTax} currency={currency} /> <UnitText unit={extra.unit} /> <TaxNote taxIncluded={taxIncluded} />
    </span>
  );
}

function ExtraItem({ extra, currency, taxIncluded, choice }: ItemProps) {
  const locale = useStore($locale);
  const headingId = `extra-${extra.extra_id}`;
  const limits = extra.min_quantity > 1 || extra.max_quantity > 1;
  return (
    <li class="extra-item">
      <h3 id={headingId} class="extra-name" dir="auto">
        {extra.name}
      </h3>
      {extra.description ? (
        <p class="extra-description" dir="auto">
          {extra.description}
        </p>
      ) : null}
      {isIncluded(extra) ? (
        <p class="extra-included">
          <strong>
            <Trans>Included</Trans>
          </strong>{' '}
          <span>
            <Trans>with your plan, at no charge</Trans>
          </span>
        </p>
      ) : (
        <>
          {limits ? (
            <p class="extra-limits">
              <Trans>
                Choose from {extra.min_quantity} to {extra.max_quantity}.
              </Trans>
            </p>
          ) : null}
          {extra.extra_type === 'generic' ? (
            <div class="extra-line">
              <PriceText extra={extra} date={null} currency={currency} taxIncluded={taxIncluded} />
              <QuantityStepper
                id={`extra-qty-${extra.extra_id}`}
                label={extra.name}
                max={maxQuantity(extra, null)}
                value={choice[choiceKey(extra.extra_id, null)] ?? 0}
                onValue={(q) => setExtraQuantity(extra.extra_id, null, q)}
              />
            </div>
          ) : (
            <ul class="extra-dates">
              {extra.booking_available_dates.map((date) => (
                <li key={date} class="extra-line">
                  <span class="extra-date">
                    <FormattedDate iso={date} style="short" />
                  </span>
                  <PriceText extra={extra} date={date} currency={currency} taxIncluded={taxIncluded} />
                  <QuantityStepper
                    id={`extra-qty-${extra.extra_id}-${date}`}
                    label={`${extra.name}, ${formatDate(date, locale, 'short')}`}
                    max={maxQuantity(extra, date)}
                    value={choice[choiceKey(extra.extra_id, date)] ?? 0}
                    onValue={(q) => setExtraQuantity(extra.extra_id, date, q)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  );
}

/**
 * Checkout section (spec 1 §3, §5): the extras the guest may add to the stay, each with its
 * price and a quantity within its limits and stock; dated extras a quantity a night; extras
 * the plan includes shown as included. The subtotal is read out as it changes.
 */
export function ExtrasPicker({ hotelCode, checkin, checkout, roomPlanCodes, currency, taxIncluded }: ExtrasPickerProps) {
  const { i18n } = useLingui();
  const locale = useStore($locale);
  const state = useStore($extras);
  const choice = useStore($extrasChoice);
  const total = useStore($extrasTotal);
  const stay = { hotelCode, checkin, checkout, roomPlanCodes };
  useEffect(() => void loadExtras(stay, locale), [hotelCode, checkin, checkout, roomPlanCodes.join(','), locale]);

  const shown = state.status === 'done' ? state.offer.extras.filter((extra) => extra.bookable || isIncluded(extra)) : [];
  if (state.status === 'done' && shown.length === 0) return null;

  return (
    <section class="card extras-picker" aria-labelledby="extras-heading" aria-busy={state.status === 'loading'}>
      <h2 id="extras-heading">
        <Trans>Extras</Trans>
      </h2>
      {state.status === 'loading' || state.status === 'idle' ? <Loading /> : null}
      {state.status === 'error' ? (
        <div class="notice notice-error" role="alert">
          <p>{errorText(state.error, i18n)}</p>
          <Button variant="secondary" onClick={() => void loadExtras(stay, locale)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {state.status === 'done' ? (
        <>
          <p class="extras-intro">
            <Trans>Add something to your stay if you wish.</Trans>
          </p>
          <ul class="extras-list">
            {shown.map((extra) => (
              <ExtraItem key={extra.extra_id} extra={extra} currency={currency} taxIncluded={taxIncluded} choice={choice} />
            ))}
          </ul>
        </>
      ) : null}
      <p class="extras-subtotal" aria-live="polite" aria-atomic="true">
        <Trans>Extras subtotal:</Trans>{' '}
        <strong>
          <Money amount={taxIncluded ? total.total : total.withoutTax} currency={currency} />
        </strong>{' '}
        <TaxNote taxIncluded={taxIncluded} />
      </p>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrencyCode } from '../../shared/constants.ts';
import { FormattedDate } from './dates.tsx';
import { Money } from './money.tsx';

type PriceBreakdownProps = {
  /** Tax-included price of each night (one room). */
  nights: ReadonlyArray<{ date: string; price: number }>;
  total: number;
  totalWithoutTax: number;
  tax: number;
  currency: CurrencyCode;
  /** Settings `show_prices_tax_included` (spec 1 §3): the total shown with taxes inside, or added on. */
  taxIncluded: boolean;
};

/** Price per night, taxes and total, as a table a screen reader can walk. */
export function PriceBreakdown({ nights, total, totalWithoutTax, tax, currency, taxIncluded }: PriceBreakdownProps) {
  const { t } = useLingui();
  return (
    <table class="price-table">
      <caption class="visually-hidden">{t`Price breakdown`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Night`}</th>
          <th scope="col" class="num">{t`Price (tax included)`}</th>
        </tr>
      </thead>
      <tbody>
        {nights.map((night) => (
          <tr key={night.date}>
            <th scope="row"><FormattedDate iso={night.date} /></th>
            <td class="num"><Money amount={night.price} currency={currency} /></td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {taxIncluded ? null : (
          <tr>
            <th scope="row"><Trans>Subtotal (excluding tax)</Trans></th>
            <td class="num"><Money amount={totalWithoutTax} currency={currency} /></td>
          </tr>
        )}
        {taxIncluded ? null : (
          <tr>
            <th scope="row"><Trans>Taxes</Trans></th>
            <td class="num"><Money amount={tax} currency={currency} /></td>
          </tr>
        )}
        <tr class="price-total">
          <th scope="row"><Trans>Total</Trans></th>
          <td class="num"><Money amount={total} currency={currency} /></td>
        </tr>
        {taxIncluded ? (
          <tr class="price-tax-share">
            <th scope="row"><Trans>Of which taxes</Trans></th>
            <td class="num"><Money amount={tax} currency={currency} /></td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}

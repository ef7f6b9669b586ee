import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrencyCode } from '../../shared/constants.ts';
import { FormattedDate } from './dates.tsx';
import { Money } from './money.tsx';

/** One room of a breakdown: its name, the tax-included price of each night, its total. */
export type PriceBreakdownRoom = { title: string; nights: ReadonlyArray<{ date: string; price: number }>; total: number };

type PriceBreakdownProps = {
  /** Tax-included price of each night, for a stay of one room. */
  nights?: ReadonlyArray<{ date: string; price: number }>;
  /** Several rooms: each with its nights and its total (given instead of `nights`). */
  rooms?: ReadonlyArray<PriceBreakdownRoom>;
  total: number;
  totalWithoutTax: number;
  tax: number;
  currency: CurrencyCode;
  /** Settings `show_prices_tax_included` (spec 1 §3): the total shown with taxes inside, or added on. */
  taxIncluded: boolean;
};

/** Price per night (of each room), taxes and total, as a table a screen reader can walk. */
export function PriceBreakdown({ nights = [], rooms, total, totalWithoutTax, tax, currency, taxIncluded }: PriceBreakdownProps) {
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
      {rooms && rooms.length > 1 ? (
        rooms.map((room, index) => (
          <tbody key={index} class="price-room">
            <tr>
              <th scope="rowgroup" colSpan={2} class="price-room-title"><bdi>{room.title}</bdi></th>
            </tr>
            <NightRows nights={room.nights} currency={currency} />
            <tr class="price-room-total">
              <th scope="row"><Trans>Room total</Trans></th>
              <td class="num"><Money amount={room.total} currency={currency} /></td>
            </tr>
          </tbody>
        ))
      ) : (
        <tbody>
          <NightRows nights={rooms?.[0]?.nights ?? nights} currency={currency} />
        </tbody>
      )}
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

function NightRows({ nights, currency }: { nights: ReadonlyArray<{ date: string; price: number }>; currency: CurrencyCode }) {
  return (
    <>
      {nights.map((night) => (
        <tr key={night.date}>
          <th scope="row"><FormattedDate iso={night.date} /></th>
          <td class="num"><Money amount={night.price} currency={currency} /></td>
        </tr>
      ))}
    </>
  );
}

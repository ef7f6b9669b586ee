import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrencyCode } from '../../shared/constants.ts';
import { FormattedDate } from './formatted-date.tsx';
import { $locale } from '../lib/i18n.ts';
import { Money } from './money.tsx';
import { formatNumber } from './numbers.ts';

/** One room of a breakdown: its name, the tax-included price of each night, its total. */
export type PriceBreakdownRoom = { title: string; nights: ReadonlyArray<{ date: string; price: number }>; total: number };

/**
 * One extra or discount line, tax included: its name, the night it is for (dated extras and
 * discounts), the quantity (extras) and the room (discounts, when several rooms are booked).
 * A discount's amount is given positive and shown as taken off.
 */
export type PriceLine = { key: string; label: string; date?: string | null; quantity?: number; roomNumber?: number | null; amount: number };

type PriceBreakdownProps = {
  /** Tax-included price of each night, for a stay of one room. */
  nights?: ReadonlyArray<{ date: string; price: number }>;
  /** Several rooms: each with its nights and its total (given instead of `nights`). */
  rooms?: ReadonlyArray<PriceBreakdownRoom>;
  /** Extras bought (not those a plan includes at no charge). */
  extras?: ReadonlyArray<PriceLine>;
  /** Discounts, one line per room and night. */
  discounts?: ReadonlyArray<PriceLine>;
  total: number;
  totalWithoutTax: number;
  tax: number;
  currency: CurrencyCode;
  /** Settings `show_prices_tax_included` (spec 1 §3): the total shown with taxes inside, or added on. */
  taxIncluded: boolean;
  /** A day use: its one line is a date, not a night. */
  dayUse?: boolean;
};

/**
 * Price per night (of each room), extras, discounts, taxes and total, as a table a screen reader
 * can walk. Checkout and the stored reservation use it alike, so they read line by line the same.
 */
export function PriceBreakdown({
  nights = [],
  rooms,
  extras = [],
  discounts = [],
  total,
  totalWithoutTax,
  tax,
  currency,
  taxIncluded,
  dayUse = false,
}: PriceBreakdownProps) {
  const { t } = useLingui();
  const addOns = extras.length > 0 || discounts.length > 0;
  const single = rooms?.[0];
  return (
    <table class="price-table">
      <caption class="visually-hidden">{t`Price breakdown`}</caption>
      <thead>
        <tr>
          <th scope="col">{dayUse ? t`Date` : t`Night`}</th>
          <th scope="col" class="num">{t`Price (tax included)`}</th>
        </tr>
      </thead>
      {rooms && rooms.length > 1 ? (
        rooms.map((room, index) => (
          <tbody key={index} class="price-room">
            <tr>
              <th scope="rowgroup" colSpan={2} class="price-room-title">
                <bdi>{room.title}</bdi>
              </th>
            </tr>
            <NightRows nights={room.nights} currency={currency} />
            <tr class="price-room-total">
              <th scope="row">
                <Trans>Room total</Trans>
              </th>
              <td class="num">
                <Money amount={room.total} currency={currency} />
              </td>
            </tr>
          </tbody>
        ))
      ) : (
        <tbody>
          <NightRows nights={single?.nights ?? nights} currency={currency} />
          {addOns ? (
            <tr class="price-room-total">
              <th scope="row">
                <Trans>Room total</Trans>
              </th>
              <td class="num">
                <Money amount={single?.total ?? nights.reduce((sum, night) => sum + night.price, 0)} currency={currency} />
              </td>
            </tr>
          ) : null}
        </tbody>
      )}
      {extras.length > 0 ? (
        <tbody class="price-extras">
          <tr>
            <th scope="rowgroup" colSpan={2} class="price-room-title">
              <Trans>Extras</Trans>
            </th>
          </tr>
          {extras.map((line) => (
            <LineRow key={line.key} line={line} currency={currency} />
          ))}
        </tbody>
      ) : null}
      {discounts.length > 0 ? (
        <tbody class="price-discounts">
          <tr>
            <th scope="rowgroup" colSpan={2} class="price-room-title">
              <Trans>Discounts</Trans>
            </th>
          </tr>
          {discounts.map((line) => (
            <LineRow key={line.key} line={line} currency={currency} discount />
          ))}
        </tbody>
      ) : null}
      <tfoot>
        {taxIncluded ? null : (
          <tr>
            <th scope="row">
              <Trans>Subtotal (excluding tax)</Trans>
            </th>
            <td class="num">
              <Money amount={totalWithoutTax} currency={currency} />
            </td>
          </tr>
        )}
        {taxIncluded ? null : (
          <tr>
            <th scope="row">
              <Trans>Taxes</Trans>
            </th>
            <td class="num">
              <Money amount={tax} currency={currency} />
            </td>
          </tr>
        )}
        <tr class="price-total">
          <th scope="row">
            <Trans>Total</Trans>
          </th>
          <td class="num">
            <Money amount={total} currency={currency} />
          </td>
        </tr>
        {taxIncluded ? (
          <tr class="price-tax-share">
            <th scope="row">
              <Trans>Of which taxes</Trans>
            </th>
            <td class="num">
              <Money amount={tax} currency={currency} />
            </td>
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
          <th scope="row">
            <FormattedDate iso={night.date} />
          </th>
          <td class="num">
            <Money amount={night.price} currency={currency} />
          </td>
        </tr>
      ))}
    </>
  );
}

/** An extra or a discount: "Dinner, Fri 18 Dec × 2", or "Room 2: WINTER10, Fri 18 Dec". */
function LineRow({ line, currency, discount = false }: { line: PriceLine; currency: CurrencyCode; discount?: boolean }) {
  const locale = useStore($locale);
  const quantity = line.quantity ?? 1;
  const room = line.roomNumber;
  return (
    <tr class={discount ? 'price-discount' : undefined}>
      <th scope="row">
        {room ? (
          <>
            <Trans>Room {room}</Trans>:{' '}
          </>
        ) : null}
        <bdi>{line.label}</bdi>
        {line.date ? (
          <>
            , <FormattedDate iso={line.date} style="short" />
          </>
        ) : null}
        {quantity > 1 ? <> × {formatNumber(quantity, locale)}</> : null}
      </th>
      <td class="num">
        <Money amount={discount ? -line.amount : line.amount} currency={currency} />
      </td>
    </tr>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CouponRoom } from '../../../shared/coupon-discount.ts';
import type { CurrencyCode } from '../../../shared/constants.ts';
import { $locale } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormattedDate } from '../../ui/formatted-date.tsx';
import { fieldId, TextField } from '../../ui/field.tsx';
import { formatMoney, Money } from '../../ui/money.tsx';
import { couponErrorText } from '../../lib/coupon-errors.ts';
import { $couponError, $couponState, applyCouponCode, couponDiscount, refreshCoupon, removeCoupon } from './coupon-store.ts';
import './coupons.css';

/** A booked room as the coupon field needs it: its room plan for the check, its hotel plan and nights for the discount. */
export type CouponFieldRoom = CouponRoom & { roomPlanCode: string };

type CouponFieldProps = {
  hotelCode: string;
  checkin: string;
  checkout: string;
  rooms: readonly CouponFieldRoom[];
  currency: CurrencyCode;
};

/**
 * The coupon code on checkout (spec 1 §5): a code and Apply; once applied, the coupon with its
 * discount night by night and a Remove button (one coupon at a time). Refusals are said in the
 * guest's language, and every change is announced politely.
 */
export function CouponField({ hotelCode, checkin, checkout, rooms, currency }: CouponFieldProps) {
  const { i18n, t } = useLingui();
  const locale = useStore($locale);
  const state = useStore($couponState);
  const refusal = useStore($couponError);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const summary = useRef<HTMLHeadingElement>(null);
  const roomPlanCodes = [...new Set(rooms.map((room) => room.roomPlanCode))];
  const stay = { hotelCode, checkin, checkout, roomPlanCodes };

  useEffect(() => void refreshCoupon(stay), [hotelCode, checkin, checkout, roomPlanCodes.join(',')]);

  const apply = async () => {
    setMissing(code.trim() === '');
    if (code.trim() === '') return;
    if (await applyCouponCode(code, stay)) {
      setCode('');
      summary.current?.focus();
    }
  };
  const remove = () => {
    removeCoupon();
    // the field comes back: the guest continues where the coupon was
    setTimeout(() => document.getElementById(fieldId('coupon_code'))?.focus(), 0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter applies the code here, never submits a form around the field
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      void apply();
    }
  };

  const discount = couponDiscount(rooms);
  const error = missing ? t`Enter a coupon code.` : state.status === 'error' ? couponErrorText(state.error, i18n) : null;
  const announcement = state.status === 'applied' ? t`Coupon applied. Discount: ${formatMoney(discount.total, currency, locale)}.` : (error ?? '');
  const manyRooms = new Set(rooms.map((room) => room.roomIndex)).size > 1;

  return (
    <section class="coupon-field card" aria-labelledby="coupon-title" onKeyDown={onKeyDown}>
      <h2 id="coupon-title" class="coupon-title">
        <Trans>Coupon</Trans>
      </h2>
      <p class="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {state.status === 'applied' ? (
        <div class="coupon-applied">
          <h3 ref={summary} tabIndex={-1} class="coupon-name">
            <AppliedName code={state.coupon.code} name={state.coupon.name} />
          </h3>
          {refusal ? <p class="field-error">{couponErrorText(refusal.error, i18n)}</p> : null}
          <table class="price-table coupon-lines">
            <caption class="visually-hidden">{t`Coupon discount by night`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Night`}</th>
                <th scope="col" class="num">{t`Discount`}</th>
              </tr>
            </thead>
            <tbody>
              {discount.lines.map((line) => (
                <tr key={`${line.roomIndex}:${line.date}`}>
                  <th scope="row">
                    {manyRooms ? <RoomNumber index={line.roomIndex} /> : null}
                    <FormattedDate iso={line.date} />
                  </th>
                  <td class="num">
                    <Money amount={-line.amount} currency={currency} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr class="price-total">
                <th scope="row">
                  <Trans>Total discount</Trans>
                </th>
                <td class="num">
                  <Money amount={-discount.total} currency={currency} />
                </td>
              </tr>
            </tfoot>
          </table>
          <Button variant="secondary" onClick={remove}>
            <Trans>Remove coupon</Trans>
          </Button>
        </div>
      ) : (
        <div class="coupon-entry">
          <TextField id="coupon_code" label={t`Coupon code`} value={code} onValue={setCode} autoComplete="off" maxLength={40} dir="ltr" error={error} />
          <Button variant="secondary" busy={state.status === 'checking'} onClick={() => void apply()}>
            <Trans>Apply</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

function AppliedName({ code, name }: { code: string; name: string }) {
  return (
    <Trans>
      <bdi dir="ltr">{code}</bdi> applied: {name}
    </Trans>
  );
}

function RoomNumber({ index }: { index: number }) {
  const number = index + 1;
  return (
    <span class="coupon-room">
      <Trans>Room {number}</Trans>{' '}
    </span>
  );
}

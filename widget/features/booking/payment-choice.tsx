import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrencyCode } from '../../../shared/constants.ts';
import type { PaymentTerms } from '../../../shared/payment-terms.ts';
import { Money } from '../../ui/money.tsx';
import type { BookableMethod } from '../../lib/selection.ts';

/** What the review step knows of paying: the methods offered, the one chosen, and what it charges when. */
export type PaymentChoiceProps = {
  offered: readonly BookableMethod[];
  method: BookableMethod;
  terms: PaymentTerms;
  currency: CurrencyCode;
  /** The deposit plans' share taken by card now. */
  depositPercentage: number | null;
  /** The payment promotion a card payment gets, by the hotel's name for it; null when none applies. */
  promotion: { name: string } | null;
  disabled?: boolean;
  onChoose: (method: BookableMethod) => void;
};

/** One method's name and what it means for the guest. */
function MethodText({ method, depositPercentage, promotion }: Pick<PaymentChoiceProps, 'method' | 'depositPercentage' | 'promotion'>) {
  if (method === 'credit_card') {
    return (
      <>
        <strong>
          <Trans>Pay now by card</Trans>
        </strong>
        {/* the hotel's own name for its payment promotion ("5% off when you pay by card") */}
        {promotion ? <bdi class="payment-method-note">{promotion.name}</bdi> : null}
      </>
    );
  }
  if (method === 'credit_card_deposit') {
    const percent = depositPercentage ?? 0;
    return (
      <>
        <strong>
          <Trans>Pay a {percent}% deposit now by card</Trans>
        </strong>
        <span class="payment-method-note">
          <Trans>The rest is paid at the hotel.</Trans>
        </span>
      </>
    );
  }
  if (method === 'on_site_credit_card_required') {
    return (
      <>
        <strong>
          <Trans>Pay at the hotel, card as a guarantee</Trans>
        </strong>
        <span class="payment-method-note">
          <Trans>Your card is checked now and kept as a guarantee. Nothing is charged now; you pay at the hotel.</Trans>
        </span>
      </>
    );
  }
  return (
    <>
      <strong>
        <Trans>Pay at the hotel</Trans>
      </strong>
      <span class="payment-method-note">
        <Trans>You pay at the front desk during your stay. No card is needed to book.</Trans>
      </span>
    </>
  );
}

/** Spec 1 §5: the payment methods every chosen plan takes, one for all rooms, and what the chosen one charges now and at the hotel. */
export function PaymentChoice({ offered, method, terms, currency, depositPercentage, promotion, disabled, onChoose }: PaymentChoiceProps) {
  const { t } = useLingui();
  const atHotel = terms.depositAmount === null ? terms.total : terms.total - terms.depositAmount;
  return (
    <>
      {offered.length > 1 ? (
        <fieldset class="checkbox-group payment-methods">
          <legend class="visually-hidden">{t`How would you like to pay?`}</legend>
          {offered.map((option) => (
            <label key={option} class="checkbox payment-method">
              <input type="radio" name="payment-method" value={option} checked={option === method} disabled={disabled} onChange={() => onChoose(option)} />
              <span>
                <MethodText method={option} depositPercentage={depositPercentage} promotion={promotion} />
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p class="payment-method">
          <MethodText method={method} depositPercentage={depositPercentage} promotion={promotion} />
        </p>
      )}
      <dl class="facts payment-amounts" aria-live="polite">
        {terms.depositAmount !== null || terms.cardVerification ? (
          <>
            <dt>{method === 'credit_card_deposit' ? <Trans>Deposit charged to your card now</Trans> : <Trans>Charged to your card now</Trans>}</dt>
            <dd>
              {/* a guarantee: the card is verified for nothing */}
              <Money amount={terms.depositAmount ?? 0} currency={currency} />
            </dd>
          </>
        ) : null}
        {atHotel > 0 ? (
          <>
            <dt>
              <Trans>To pay at the hotel</Trans>
            </dt>
            <dd>
              <Money amount={atHotel} currency={currency} />
            </dd>
          </>
        ) : null}
      </dl>
      {terms.cardVerification ? (
        <p class="book-note">
          <Trans>
            On the next step you type your card into our payment provider’s secure form. Your rooms are held for 15 minutes while your card is checked.
          </Trans>
        </p>
      ) : terms.depositAmount !== null ? (
        <p class="book-note">
          <Trans>On the next step you type your card into our payment provider’s secure form. Your rooms are held for 15 minutes while you pay.</Trans>
        </p>
      ) : null}
    </>
  );
}

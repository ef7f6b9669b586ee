import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { CurrencyCode } from '../../../shared/constants.ts';
import { withCode } from '../../lib/context.ts';
import { Money } from '../../ui/money.tsx';

/**
 * Spec 1 §4: what a card-paid stay owes after a change (of its dates or rooms, or of its
 * extras), by the change's payment link in the same frame, or at the hotel.
 */
export function ChangePayNotice({ amount, currency, paymentNumber }: { amount: number; currency: CurrencyCode; paymentNumber: string }) {
  return (
    <div class="notice update-pay">
      <p>
        <Trans>
          The new stay costs <Money amount={amount} currency={currency} /> more than was paid by card.
        </Trans>
      </p>
      <Link href={withCode(`/payments/${paymentNumber}`)} class="button button-primary">
        <Trans>Pay the difference now</Trans>
      </Link>
      <p>
        <Trans>or pay it at the hotel during your stay.</Trans>
      </p>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import type { PaymentLinkPage } from '../../../shared/api/payment-links.ts';
import { Money } from '../../ui/money.tsx';

/** What the link is: the hotel, what for, the amount and the link's number. Nothing of the guest. */
export function LinkFacts({ page }: { page: PaymentLinkPage }) {
  return (
    <dl class="pay-link-facts">
      <div>
        <dt>
          <Trans>Hotel</Trans>
        </dt>
        <dd>{page.hotel.name}</dd>
      </div>
      {page.description ? (
        <div>
          <dt>
            <Trans>For</Trans>
          </dt>
          <dd>{page.description}</dd>
        </div>
      ) : null}
      <div>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd class="pay-link-amount">
          <Money amount={page.amount} currency={page.currency} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Payment number</Trans>
        </dt>
        <dd>
          <bdi>{page.payment_number}</bdi>
        </dd>
      </div>
    </dl>
  );
}

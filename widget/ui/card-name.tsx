import { Trans } from '@lingui/react/macro';
import type { CardBrand } from '../../shared/payments.ts';
import { BRAND_NAMES, cardExpiry } from './card-brands.ts';

/** A saved card as a guest recognises it: "Visa •••• 4242" on screen, "Visa ending in 4242" read out. */
export function CardName({ card }: { card: { brand: CardBrand; last4: string } }) {
  const brand = BRAND_NAMES[card.brand];
  const last4 = card.last4;
  return (
    <Trans>
      {brand} <span aria-hidden="true">••••</span>
      <span class="visually-hidden">ending in</span> <span dir="ltr">{last4}</span>
    </Trans>
  );
}

/** A saved card's expiry, "Expires 12/30". */
export function CardExpiry({ card }: { card: { exp_month: number; exp_year: number } }) {
  const expiry = cardExpiry(card);
  return (
    <Trans>
      Expires <span dir="ltr">{expiry}</span>
    </Trans>
  );
}

import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SavedCardSchema } from '../../../shared/api/saved-cards.ts';
import type * as v from 'valibot';
import { Button } from '../../ui/button.tsx';
import { CardExpiry, CardName } from '../../ui/card-name.tsx';
import { payWithSavedCard } from './payment-store.ts';

type Props = { cards: ReadonlyArray<v.InferOutput<typeof SavedCardSchema>>; verify: boolean; busy: boolean };

/**
 * The signed-in member's saved cards that may pay this booking (the server lists only those of an
 * accepted brand, valid through check-out): one chosen and paid with, instead of typing a card.
 * The bank may still ask for 3-D Secure, as for a typed card.
 */
export function SavedCardChooser({ cards, verify, busy }: Props) {
  const [chosen, setChosen] = useState(cards[0]?.id ?? '');
  return (
    <div class="saved-card-chooser">
      <fieldset class="checkbox-group">
        <legend>
          <Trans>Your saved cards</Trans>
        </legend>
        {cards.map((card) => (
          <label key={card.id} class="checkbox">
            <input type="radio" name="saved-card" value={card.id} checked={card.id === chosen} disabled={busy} onChange={() => setChosen(card.id)} />
            <span>
              <CardName card={card} />
              <span class="saved-card-expiry">
                <CardExpiry card={card} />
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button disabled={busy || chosen === ''} onClick={() => void payWithSavedCard(chosen)}>
        {verify ? <Trans>Use this saved card</Trans> : <Trans>Pay with this saved card</Trans>}
      </Button>
      <p class="saved-card-or">
        <Trans>Or type another card below.</Trans>
      </p>
    </div>
  );
}

import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { hotelCode, withCode } from '../../../lib/context.ts';
import { $member } from '../../../lib/member-session.ts';
import { Button } from '../../../ui/button.tsx';
import { BRAND_NAMES } from '../../../ui/card-brands.ts';
import { CardExpiry, CardName } from '../../../ui/card-name.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/spinner.tsx';
import { $cardDeletion, $savedCards, askToDeleteCard, deleteCard, keepCard, loadSavedCards, type SavedCard } from './payment-options-store.ts';
import '../member.css';

/** Spec 1 §2 /my-account/payment-options (protected), under my account's heading: the member's saved cards, each deleted after a confirmation. */
export function PaymentOptionsPage() {
  const member = useStore($member);
  if (member.status === 'signed-out') return <Redirect to={withCode('/sign-in')} replace />;
  if (member.status === 'unknown') return <Loading />;
  return <SavedCardsList />;
}

function SavedCardsList() {
  const listed = useStore($savedCards);
  const deletion = useStore($cardDeletion);
  useEffect(() => {
    void loadSavedCards(hotelCode());
  }, []);
  return (
    <div class="member-page payment-options">
      <p>
        <Trans>
          Cards you saved while paying for a booking. Our payment provider keeps each card; we keep only its brand, last four digits and expiry date.
        </Trans>
      </p>
      <p role="status" class="payment-options-status">
        {deletion.status === 'idle' && deletion.deleted ? (
          <Trans>
            The card <CardName card={deletion.deleted} /> was deleted.
          </Trans>
        ) : null}
      </p>
      {listed.status === 'loading' ? <Loading /> : null}
      {listed.status === 'error' ? (
        <p class="notice notice-error" role="alert">
          <ErrorMessage error={listed.error} />
        </p>
      ) : null}
      {listed.status === 'ready' && listed.cards.length === 0 ? (
        <p class="notice">
          <Trans>You have no saved cards. To save one, tick “Save this card” in the card form when you pay for a booking while signed in.</Trans>
        </p>
      ) : null}
      {listed.status === 'ready' && listed.cards.length > 0 ? (
        <ul class="saved-cards">
          {listed.cards.map((card) => (
            <SavedCardItem key={card.id} card={card} />
          ))}
        </ul>
      ) : null}
      {deletion.status === 'confirm' || deletion.status === 'deleting' || deletion.status === 'error' ? (
        <Dialog title={<Trans>Delete this card?</Trans>} onClose={() => deletion.status !== 'deleting' && keepCard()}>
          <p>
            <Trans>
              <CardName card={deletion.card} /> will be removed from your account and from our payment provider. You can save it again at your next payment.
            </Trans>
          </p>
          {deletion.status === 'error' ? (
            <p class="notice notice-error" role="alert">
              <ErrorMessage error={deletion.error} />
            </p>
          ) : null}
          <div class="dialog-actions">
            <Button variant="secondary" onClick={keepCard} disabled={deletion.status === 'deleting'}>
              <Trans>Keep card</Trans>
            </Button>
            <Button variant="danger" busy={deletion.status === 'deleting'} onClick={() => void deleteCard(hotelCode())}>
              <Trans>Delete card</Trans>
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

function SavedCardItem({ card }: { card: SavedCard }) {
  const { t } = useLingui();
  const brand = BRAND_NAMES[card.brand];
  const last4 = card.last4;
  return (
    <li class="card saved-card">
      <div>
        <p class="saved-card-name">
          <CardName card={card} />
        </p>
        <p class="saved-card-detail">
          <CardExpiry card={card} />
          {card.holder ? (
            <>
              {' · '}
              <span>{card.holder}</span>
            </>
          ) : null}
        </p>
      </div>
      <Button variant="secondary" aria-label={t`Delete ${brand} ending in ${last4}`} onClick={() => askToDeleteCard(card)}>
        <Trans>Delete</Trans>
      </Button>
    </li>
  );
}

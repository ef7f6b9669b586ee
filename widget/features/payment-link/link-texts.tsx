import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PaymentLinkState } from '../../../shared/api/payment-links.ts';

/** Spec 1 §4: each page state's heading and what the guest can do next. */
export function stateTexts(state: PaymentLinkState | 'missing', hotel: string): { heading: ReactNode; next: ReactNode } {
  switch (state) {
    case 'open':
      return {
        heading: <Trans>Payment request from {hotel}</Trans>,
        next: <Trans>Check the amount, then pay by card. Your card details go straight to our secure payment provider.</Trans>,
      };
    case 'paid':
      return {
        heading: <Trans>Thank you, your payment is complete</Trans>,
        next: <Trans>The hotel has received your payment. You can close this page.</Trans>,
      };
    case 'already_paid':
      return {
        heading: <Trans>This payment has already been made</Trans>,
        next: <Trans>There is nothing more to pay. If you think this is a mistake, please contact the hotel.</Trans>,
      };
    case 'failed':
      return {
        heading: <Trans>Your payment did not go through</Trans>,
        next: <Trans>Nothing was charged. You can try again with the same card or another one.</Trans>,
      };
    case 'completed':
      return {
        heading: <Trans>This payment has been settled</Trans>,
        next: <Trans>The hotel has settled this payment another way. There is nothing to pay here.</Trans>,
      };
    case 'refunded':
      return {
        heading: <Trans>This payment has been refunded</Trans>,
        next: <Trans>The amount was returned to your card. For any question, please contact the hotel.</Trans>,
      };
    case 'cancelled':
      return {
        heading: <Trans>This payment link is no longer valid</Trans>,
        next: <Trans>It was cancelled or has expired. If you still need to pay, please ask the hotel for a new link.</Trans>,
      };
    default:
      return {
        heading: <Trans>We could not find this payment link</Trans>,
        next: <Trans>Please check the link you received, or ask the hotel for a new one.</Trans>,
      };
  }
}

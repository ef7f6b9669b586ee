import { Trans } from '@lingui/react/macro';

/** Why the last card was refused, by its catalogue code (spec 2 §8.2), in the guest's words. */
export function CardFailureText({ code }: { code: string | null }) {
  switch (code) {
    case '3007':
      return <Trans>This card brand is not accepted here. Please use another card.</Trans>;
    case '3006':
    case '3008':
    case '3009':
    case '3252':
      return <Trans>Your card issuer’s security check did not succeed.</Trans>;
    case '3001':
    case '3203':
      return <Trans>The payment could not be processed.</Trans>;
    default:
      return <Trans>Your card was declined.</Trans>;
  }
}

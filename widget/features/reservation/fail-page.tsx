import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { ApiError } from '../../lib/api-error.ts';
import { withCode } from '../../lib/context.ts';
import { errorText } from '../../lib/error-text.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { type FailQuery, readFailQuery } from '../../lib/fail-query.ts';

/** What happened, in words the guest can act on; the booking's number where one was cancelled. */
function FailText({ failure }: { failure: FailQuery }) {
  const { i18n } = useLingui();
  const number = failure.reservationNumber;
  if (failure.reason === 'verification_expired' && number)
    return <Trans>Your rooms’ hold ran out before your card was confirmed, so booking {number} was cancelled. Nothing was charged.</Trans>;
  if (failure.reason === 'room_taken' && number)
    return (
      <Trans>
        Sorry, the room was taken by another guest while you were paying. Your payment is being refunded to your card in full; depending on your bank, it can
        take a few days to appear. Booking {number} is cancelled.
      </Trans>
    );
  if (failure.reason === 'payment_expired' && number)
    return <Trans>The payment was not completed in time, so booking {number} was cancelled and nothing was charged.</Trans>;
  if (failure.errorCode) return <>{errorText(new ApiError(409, failure.errorCode, ''), i18n)}</>;
  return <Trans>No booking was made.</Trans>;
}

/**
 * /reservation/fail (spec 1 §2): a booking that could not complete. It says why, and offers the
 * search again with the same dates and guests (the query it was given, less its own keys).
 */
export function FailPage() {
  const failure = readFailQuery(useSearch());
  return (
    <div class="status-page fail-page">
      <PageHeading>
        <Trans>Your booking could not be completed</Trans>
      </PageHeading>
      <div class="notice notice-error" role="alert">
        <p>
          <FailText failure={failure} />
        </p>
      </div>
      <p>
        <Trans>You can search again for other rooms or dates.</Trans>
      </p>
      <Link href={withCode(`/booking/result${failure.searchQuery ? `?${failure.searchQuery}` : ''}`)} class="button button-primary">
        <Trans>Search again</Trans>
      </Link>
    </div>
  );
}

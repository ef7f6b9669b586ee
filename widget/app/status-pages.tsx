import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { withCode } from '../lib/context.ts';
import { PageHeading } from '../ui/page-heading.tsx';

/** /503: the booking service is down for maintenance (spec 1 §2; code = hotel code). */
export function UnavailablePage() {
  const code = new URLSearchParams(useSearch()).get('code');
  const retry = code ? `/booking/result?code=${encodeURIComponent(code)}` : withCode('/booking/result');
  return (
    <div class="status-page">
      <PageHeading>
        <Trans>Booking is temporarily unavailable</Trans>
      </PageHeading>
      <p>
        <Trans>We are carrying out maintenance. Please try again in a few minutes.</Trans>
      </p>
      <Link href={retry} class="button button-primary">
        <Trans>Try again</Trans>
      </Link>
    </div>
  );
}

/**
 * Any unknown path: a 404 with a way back to the search (spec 1 §2). `broken`: a path no link of
 * ours makes (damaged on its way, an escape decoded twice), said to be a link that does not work.
 */
export function NotFoundPage({ broken = false }: { broken?: boolean }) {
  return (
    <div class="status-page">
      <PageHeading>{broken ? <Trans>This link does not work</Trans> : <Trans>Page not found</Trans>}</PageHeading>
      <p>
        {broken ? (
          <Trans>The link you followed is incomplete or was changed on its way, so we cannot open the page it points to.</Trans>
        ) : (
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        )}
      </p>
      <Link href={withCode('/booking/result')} class="button button-primary">
        {broken ? <Trans>Search for rooms</Trans> : <Trans>Back to homepage</Trans>}
      </Link>
      {broken ? (
        <p>
          <Link href={withCode('/search')}>
            <Trans>Look up a reservation</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Start-up without a hotel code (spec 2 §7.2.1: "no hotel code"). */
export function NoHotelPage() {
  return (
    <div class="status-page">
      <PageHeading>
        <Trans>This booking page does not know its hotel</Trans>
      </PageHeading>
      <p>
        <Trans>Please open booking again from the hotel's website.</Trans>
      </p>
    </div>
  );
}

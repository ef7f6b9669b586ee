import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, Route, Switch, useLocation, useSearch } from 'wouter';
import { withCode } from '../lib/context.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { Loading } from '../ui/spinner.tsx';
import { later } from './later.ts';

// pages few guests open: reached through this chunk, so the first screen names none of them
const FailPage = later(() => import('../features/reservation/fail-page.tsx').then((m) => m.FailPage));
const LookupPage = later(() => import('../features/reservation/lookup-page.tsx').then((m) => m.LookupPage));
const PoliciesPage = later(() => import('../features/policies/policies-page.tsx').then((m) => m.PoliciesPage));
const FacilitiesPage = later(() => import('../features/facilities/facilities-page.tsx').then((m) => m.FacilitiesPage));

/**
 * Every path the first screen's routes leave (app/routes.tsx): the reservation lookup, the
 * failure page, the brand's facilities, the cancellation policy, /503, and the rest (membership,
 * payment links, unknown paths) through NotFoundPage.
 */
export function OtherPages() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/reservation/fail" component={FailPage} />
        <Route path="/search" component={LookupPage} />
        <Route path="/facilities" component={FacilitiesPage} />
        <Route path="/cancellation-policy" component={PoliciesPage} />
        <Route path="/503" component={UnavailablePage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

const PaymentLinkRoutes = lazy(() => import('../features/payment-link/payment-link-routes.tsx').then((m) => ({ default: m.PaymentLinkRoutes })));

/**
 * Spec 1 §2: /payments/{paymentNumber} and /payments/{paymentNumber}/display are pages of their
 * own, with or without a hotel code. No booking route takes them, so they come here, where the
 * unknown paths come: the first screen carries none of their code.
 */
function PaymentLinkPages() {
  return (
    <Suspense fallback={<Loading />}>
      <PaymentLinkRoutes />
    </Suspense>
  );
}
const onPaymentLinkPath = (location: string) => location.startsWith('/payments/');

const MemberRoutes = lazy(() => import('../features/member/member-routes.tsx').then((m) => ({ default: m.MemberRoutes })));
/** The membership pages (issue 14) come here too: no route of the first screen names them. */
// the account's saved cards (issue 14): a chunk of its own; the membership pages' chunk is at its budget
const PaymentOptionsPage = lazy(() => import('../features/member/my-account/payment-options-page.tsx').then((m) => ({ default: m.PaymentOptionsPage })));
const MEMBER_PATH = /^\/(sign-(in|up|up-result|up-done|out)|member-confirmation|resend-confirmation-email|forgot-password|change-password)$/;

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
  const [location] = useLocation();
  if (!broken && onPaymentLinkPath(location)) return <PaymentLinkPages />;
  if (!broken && location === '/my-account/payment-options') {
    return (
      <Suspense fallback={<Loading />}>
        <PaymentOptionsPage />
      </Suspense>
    );
  }
  if (!broken && MEMBER_PATH.test(location)) {
    return (
      <Suspense fallback={<Loading />}>
        <MemberRoutes />
      </Suspense>
    );
  }
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
  const [location] = useLocation();
  if (onPaymentLinkPath(location)) return <PaymentLinkPages />;
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

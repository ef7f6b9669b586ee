import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { safeWidgetPath } from '../../shared/protocol/deep-link.ts';
import { NoticesPending } from '../features/notifications/notices-pending.tsx';
import { loadResultsText } from '../lib/i18n.ts';
import { ResultsPage } from '../features/search/results-page.tsx';
import { Loading } from '../ui/spinner.tsx';
import { later } from './later.ts';

const CheckoutPage = later(() => import('./checkout-page.tsx').then((m) => m.CheckoutPage));
// spec 1 §2 payment step: its own chunk, reached through the checkout's (which a card booking has loaded)
const PaymentPage = later(() => import('./checkout-page.tsx').then((m) => m.PaymentRoute));
const ConfirmationPage = later(() => import('../features/reservation/confirmation-page.tsx').then((m) => m.ConfirmationPage));
const LookupPage = later(() => import('../features/reservation/lookup-page.tsx').then((m) => m.LookupPage));
const PoliciesPage = later(() => import('../features/policies/policies-page.tsx').then((m) => m.PoliciesPage));
// the notices' text is in the results part of the catalog (build/catalog-parts.ts), not the later one
const HotelNotices = lazy(() => Promise.all([import('../features/notifications/notices.tsx'), loadResultsText()]).then(([m]) => ({ default: m.Notices })));
// the status pages are rare: not part of the first screen either
const NotFoundPage = later(() => import('./status-pages.tsx').then((m) => m.NotFoundPage));
const UnavailablePage = later(() => import('./status-pages.tsx').then((m) => m.UnavailablePage));
const FacilitiesPage = later(() => import('../features/facilities/facilities-page.tsx').then((m) => m.FacilitiesPage));

/** The results page with the hotel's notices for the searched check-in, loaded after the first screen. */
function ResultsRoute() {
  return (
    <ResultsPage
      notices={(checkin) => (
        <Suspense fallback={<NoticesPending />}>
          <HotelNotices checkin={checkin} />
        </Suspense>
      )}
    />
  );
}

/**
 * The hotel-brand route set of the first capability (spec 1 §2). A path the loader would refuse
 * as a deep link (shared/protocol/deep-link.ts) is no page of the widget, even where a route
 * pattern would take it (`/reservation/confirmation/%252e%252e`): the guest is told the link is broken.
 */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <Suspense fallback={<Loading />}>
      {safeWidgetPath(location) ? (
        <Switch>
          <Route path="/booking/result" component={ResultsRoute} />
          <Route path="/reservation/guest-detail" component={CheckoutPage} />
          <Route path="/reservation/payment" component={PaymentPage} />
          <Route path="/reservation/confirmation/:number">{(params) => <ConfirmationPage params={params} />}</Route>
          <Route path="/search" component={LookupPage} />
          <Route path="/facilities" component={FacilitiesPage} />
          <Route path="/cancellation-policy" component={PoliciesPage} />
          <Route path="/503" component={UnavailablePage} />
          <Route component={NotFoundPage} />
        </Switch>
      ) : (
        <NotFoundPage broken />
      )}
    </Suspense>
  );
}

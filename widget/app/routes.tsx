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
const ConfirmationPage = later(() => import('./reservation-page.tsx').then((m) => m.ReservationPage));
// the notices' text is in the results part of the catalog (build/catalog-parts.ts), not the later one
const HotelNotices = lazy(() => Promise.all([import('../features/notifications/notices.tsx'), loadResultsText()]).then(([m]) => ({ default: m.Notices })));
// the status pages and the pages few guests open: not part of the first screen either
const NotFoundPage = later(() => import('./status-pages.tsx').then((m) => m.NotFoundPage));
const OtherPages = later(() => import('./status-pages.tsx').then((m) => m.OtherPages));

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
          <Route component={OtherPages} />
        </Switch>
      ) : (
        <NotFoundPage broken />
      )}
    </Suspense>
  );
}

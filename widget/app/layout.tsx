import type { ReactNode } from 'react';
import { Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { $startup, withCode } from '../lib/context.ts';
import { $pageTitle, documentTitle } from '../lib/page-title.ts';
import { $settings, $theme } from '../lib/settings.ts';
import { ErrorBar } from './error-bar.tsx';
import { Header, headerHasControls } from './header.tsx';
import { later } from './later.ts';

// the checkout's steps load with its pages, not with the first screen
const CheckoutSteps = later(() => import('../ui/steps.tsx').then((m) => m.CheckoutSteps));

/**
 * Which checkout step a location is (spec 1 §2: a numeric current step is tracked). Step 3
 * (done) is shown by the confirmation page itself, which knows whether the booking still stands.
 */
export function checkoutStep(location: string, search: string): 1 | 2 | 3 | null {
  if (location === '/reservation/guest-detail') return new URLSearchParams(search).get('step') === 'confirm' ? 2 : 1;
  if (location === '/reservation/payment') return 3;
  return null;
}

/** Skips the header's controls (WCAG 2.4.1) to the main content. */
function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #main; the click only moves focus, as the router owns the URL
    <a
      class="skip-link"
      href="#main"
      onClick={(event) => {
        // the router owns the URL: move focus without a hash navigation
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}

/** The main layout: skip link, header, checkout steps, global error bar, page, footer; and the document title. */
export function Layout({ children }: { children: ReactNode }) {
  const settings = useStore($settings).data;
  const theme = useStore($theme);
  const startup = useStore($startup);
  const pageTitle = useStore($pageTitle);
  const [location] = useLocation();
  const search = useSearch();
  const step = checkoutStep(location, search);
  const hotelName = settings?.hotel_name;
  useEffect(() => {
    document.title = documentTitle(pageTitle, hotelName);
  }, [pageTitle, hotelName]);
  return (
    <div class={startup.embed === 'panel' ? 'app app-panel' : 'app'} style={theme}>
      {headerHasControls(location, startup) ? <SkipLink /> : null}
      <Header />
      <main class="main" id="main" tabIndex={-1}>
        <ErrorBar />
        {step ? (
          <Suspense fallback={null}>
            <CheckoutSteps current={step} />
          </Suspense>
        ) : null}
        {children}
      </main>
      <footer class="footer">
        {location === '/search' ? null : (
          <Link href={withCode('/search')}>
            <Trans>Already booked? Find your reservation</Trans>
          </Link>
        )}
        {location === '/cancellation-policy' ? null : (
          <Link href={withCode('/cancellation-policy')}>
            <Trans>Cancellation policy</Trans>
          </Link>
        )}
      </footer>
    </div>
  );
}

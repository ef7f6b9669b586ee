import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { withCode } from '../lib/context.ts';
import { $settings } from '../lib/settings.ts';
import { themeVariables } from '../lib/theme.ts';
import { CheckoutSteps } from '../ui/steps.tsx';
import { ErrorBar } from './error-bar.tsx';
import { Header } from './header.tsx';

/**
 * Which checkout step a location is (spec 1 §2: a numeric current step is tracked). Step 3
 * (done) is shown by the confirmation page itself, which knows whether the booking still stands.
 */
export function checkoutStep(location: string, search: string): 1 | 2 | null {
  if (location === '/reservation/guest-detail') return new URLSearchParams(search).get('step') === 'confirm' ? 2 : 1;
  return null;
}

/** The main layout: header, checkout steps, global error bar, page. */
export function Layout({ children }: { children: ReactNode }) {
  const settings = useStore($settings).data;
  const [location] = useLocation();
  const search = useSearch();
  const step = checkoutStep(location, search);
  return (
    <div class="app" style={themeVariables(settings?.settings)}>
      <Header />
      <main class="main">
        <ErrorBar />
        {step ? <CheckoutSteps current={step} /> : null}
        {children}
      </main>
      {location === '/search' ? null : (
        <footer class="footer">
          <Link href={withCode('/search')}><Trans>Already booked? Find your reservation</Trans></Link>
        </footer>
      )}
    </div>
  );
}

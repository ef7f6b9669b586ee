import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { $settings } from '../lib/settings.ts';
import { themeVariables } from '../lib/theme.ts';
import { CheckoutSteps } from '../ui/steps.tsx';
import { ErrorBar } from './error-bar.tsx';
import { Header } from './header.tsx';

/** Which checkout step a location is (spec 1 §2: a numeric current step is tracked). */
export function checkoutStep(location: string, search: string): 1 | 2 | 3 | null {
  if (location === '/reservation/guest-detail') return new URLSearchParams(search).get('step') === 'confirm' ? 2 : 1;
  // the confirmation right after booking carries the bypass token; a looked-up one does not
  if (location.startsWith('/reservation/confirmation/') && new URLSearchParams(search).has('bypass_token')) return 3;
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
    </div>
  );
}

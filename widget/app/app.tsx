import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { Router } from 'wouter';
import { $startup } from '../lib/context.ts';
import { Layout } from './layout.tsx';
import { later } from './later.ts';
import { AppRoutes } from './routes.tsx';
import './app.css';

/** The router's base: where the server serves the widget ("/widget"). */
export const ROUTER_BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

const NoHotelPage = later(() => import('./status-pages.tsx').then((m) => m.NoHotelPage));

/** The whole widget: i18n, router (base /widget), layout and routes. */
export function App() {
  const startup = useStore($startup);
  return (
    <I18nProvider i18n={i18n}>
      <Router base={ROUTER_BASE}>
        <Layout>
          {startup.hotelCode ? (
            <AppRoutes />
          ) : (
            <Suspense fallback={null}>
              <NoHotelPage />
            </Suspense>
          )}
        </Layout>
      </Router>
    </I18nProvider>
  );
}

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from 'react-dom';
import { Router } from 'wouter';
import { loadLaterText } from '../lib/i18n.ts';
import { ROUTER_BASE } from './app.tsx';

/**
 * Draws the header's login menu (features/member/login-menu.tsx) in the place the header holds
 * for it (`.header-login`, app/header.tsx), with its text (the later part of the catalog): the
 * first screen carries none of it, and nothing moves when it comes. The header never unmounts
 * that place, and leaves what is drawn in it alone.
 */
export async function showLoginMenu(): Promise<void> {
  const [{ LoginMenu }] = await Promise.all([import('../features/member/login-menu.tsx'), loadLaterText()]);
  const slot = document.querySelector('.header-login');
  if (!slot) return;
  render(
    <I18nProvider i18n={i18n}>
      <Router base={ROUTER_BASE}>
        <LoginMenu />
      </Router>
    </I18nProvider>,
    slot,
  );
}

import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import type { Locale } from '../../../shared/constants.ts';
import { withCode } from '../../lib/context.ts';
import { $member } from '../../lib/member-session.ts';
import { formatGuestName } from '../../lib/names.ts';
import { $settings } from '../../lib/settings.ts';
import { menuEntries, type MenuEntry } from './menu-entries.ts';

const PATHS: Record<MenuEntry, string> = {
  account: '/my-account/profile',
  reservations: '/my-account/reservations',
  'payment-options': '/my-account/payment-options',
  'sign-in': '/sign-in',
  'sign-up': '/sign-up',
  'sign-out': '/sign-out',
};

/**
 * The header's login menu (spec 1 §2 login widget and menu entries): a button opening a list of
 * links, the signed-in member named at its top. Escape, a click outside or a chosen entry closes it.
 */
export function LoginMenu() {
  const { t, i18n } = useLingui();
  const member = useStore($member);
  const settings = useStore($settings).data;
  const [location] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // in the capture phase: before the panel's own Escape (close the widget, main.tsx), which waits for the menu
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('click', outside);
    document.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('click', outside);
      document.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [open]);

  if (!settings || member.status === 'unknown') return null;
  const user = member.status === 'signed-in' ? member.user : null;
  const entries = menuEntries({
    signedIn: user !== null,
    membershipLogin: settings.settings.membership.sign_in_active,
    signUpActive: settings.settings.membership.sign_up_active,
    customAuth: settings.integrations.some((integration) => integration.type === 'custom_auth' && integration.active),
    voucherMode: new URLSearchParams(search).get('mode') === 'voucher',
    brandId: settings.hotel_brand.id,
  });
  if (entries.length === 0) return null;
  const names: Record<MenuEntry, string> = {
    account: t`My account`,
    reservations: t`My reservations`,
    'payment-options': t`Payment options`,
    'sign-in': t`Sign in`,
    'sign-up': t`Sign up`,
    'sign-out': t`Sign out`,
  };
  const name = user
    ? formatGuestName(user.first_name, user.last_name, i18n.locale as Locale, { first: user.first_name_kana ?? '', last: user.last_name_kana ?? '' })
    : '';

  return (
    <div class="login-menu" ref={root}>
      <button
        ref={button}
        type="button"
        class={user ? 'login-menu-button login-menu-button-member' : 'login-menu-button'}
        aria-expanded={open}
        aria-controls="login-menu-list"
        aria-label={user ? t`Member menu, signed in as ${name}` : t`Member menu`}
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
        </svg>
      </button>
      {open ? (
        <div id="login-menu-list" class="login-menu-list">
          {user ? (
            <p class="login-menu-name">
              <Trans>
                Signed in as <bdi>{name}</bdi>
              </Trans>
            </p>
          ) : null}
          <ul>
            {entries.map((entry) => (
              <li key={entry}>
                <Link href={withCode(PATHS[entry])} onClick={() => setOpen(false)}>
                  {names[entry]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { $startup, type Startup } from '../lib/context.ts';
import { $settings } from '../lib/settings.ts';
import { sendToHost } from './host-bridge.ts';
import { LanguageSelect } from './language-select.tsx';

/** Pages where changing language is not offered (spec 1 §2: guest detail and payment). */
const NO_LANGUAGE_SELECT = ['/reservation/guest-detail', '/reservation/payment'];

/** Spec 1 §2: the language selector is on every page but guest detail and payment, and never in the chatbot iframe. */
export function showsLanguageSelect(path: string, startup: Pick<Startup, 'chatbot'>): boolean {
  return !startup.chatbot && !NO_LANGUAGE_SELECT.includes(path);
}

/** Whether the header has controls to tab through (then a skip link leads past them). */
export function headerHasControls(path: string, startup: Pick<Startup, 'chatbot' | 'closable'>): boolean {
  return showsLanguageSelect(path, startup) || startup.closable;
}

/** Hotel name, language selector, and a close button when the widget is a closable panel. */
export function Header() {
  const { t } = useLingui();
  const settings = useStore($settings).data;
  const startup = useStore($startup);
  const [location] = useLocation();
  return (
    <header class="header">
      <p class="header-name">
        <bdi>{settings?.hotel_name ?? ''}</bdi>
      </p>
      <div class="header-tools">
        {/* the login menu's place: app/member-start.ts draws it there after the first screen, and nothing moves */}
        <div class="header-login" />
        {settings && showsLanguageSelect(location, startup) ? <LanguageSelect languages={settings.book_languages} /> : null}
        {startup.closable ? (
          <button type="button" class="header-close" onClick={() => sendToHost({ type: 'close' })} aria-label={t`Close`}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </header>
  );
}

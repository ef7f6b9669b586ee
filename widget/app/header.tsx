import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { $startup } from '../lib/context.ts';
import { $settings } from '../lib/settings.ts';
import { sendToHost } from './host-bridge.ts';
import { LanguageSelect } from './language-select.tsx';

/** Pages where changing language is not offered (spec 1 §2: not on guest detail and payment). */
const NO_LANGUAGE_SELECT = ['/reservation/guest-detail'];

/** Hotel name, language selector, and a close button when the widget is a closable panel. */
export function Header() {
  const { t } = useLingui();
  const settings = useStore($settings).data;
  const startup = useStore($startup);
  const [location] = useLocation();
  return (
    <header class="header">
      <p class="header-name">{settings?.hotel_name ?? ''}</p>
      <div class="header-tools">
        {settings && !NO_LANGUAGE_SELECT.includes(location) ? <LanguageSelect languages={settings.book_languages} /> : null}
        {startup.closable ? (
          <button type="button" class="header-close" onClick={() => sendToHost({ type: 'close' })} aria-label={t`Close`}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </header>
  );
}

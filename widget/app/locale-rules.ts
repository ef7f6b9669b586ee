import { $locale, activateLocale, allowedLocale, localeOnFocus, storedLocale, switchLocale } from '../lib/i18n.ts';
import { $settings } from '../lib/settings.ts';

/**
 * Keeps the language within the rules of spec 1 §1 and §4 for the life of the page: only the
 * facility's booking languages (its first one otherwise), and on window focus the stored
 * chatbot locale, when another frame changed it and the facility offers it. Returns a stop.
 */
export function followLocaleRules(): () => void {
  const stopSettings = $settings.subscribe((state) => {
    if (state.status !== 'ready') return;
    const allowed = allowedLocale($locale.get(), state.data.book_languages);
    if (allowed !== $locale.get()) void activateLocale(allowed);
  });
  const onFocus = () => {
    const next = localeOnFocus($locale.get(), storedLocale(), $settings.get().data?.book_languages ?? []);
    if (next) void switchLocale(next);
  };
  globalThis.addEventListener('focus', onFocus);
  return () => {
    stopSettings();
    globalThis.removeEventListener('focus', onFocus);
  };
}

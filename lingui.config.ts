import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Two catalogs per locale: `widget` (everything the iframe app shows, loaded per locale on
 * demand) and `server` (e-mails and error titles). Adding a locale is adding it to
 * shared/constants.ts LOCALES and here, then running `npm run i18n:extract`.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/locales/{locale}/widget', include: ['<rootDir>/widget'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/locales/{locale}/server', include: ['<rootDir>/server'], exclude: ['**/*.test.*'] },
  ],
});

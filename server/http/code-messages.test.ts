import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES } from '../../shared/errors.ts';
import { LOCALES } from '../../shared/constants.ts';
import { loadServerCatalogs, translate } from '../i18n.ts';
import { CODE_MESSAGES } from './code-messages.ts';

describe('the error catalogue', () => {
  it('has a message for every code and no code outside the catalogue', () => {
    expect(Object.keys(CODE_MESSAGES).sort()).toEqual([...ERROR_CATALOGUE].sort());
    for (const code of Object.values(ERROR_CODES)) expect(ERROR_CATALOGUE).toContain(code);
  });

  it('says every code in every locale in that locale’s own words', async () => {
    await loadServerCatalogs();
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const code of ERROR_CATALOGUE) {
        expect(translate(locale, CODE_MESSAGES[code]!), `${locale} ${code}`).not.toBe(translate('en', CODE_MESSAGES[code]!));
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { GATEWAY_LOCALES, gatewayLocale, textOf } from './text.ts';

describe('the gateway pages’ words', () => {
  it('leaves no English in another language', () => {
    const en = textOf('en');
    for (const locale of GATEWAY_LOCALES.filter((l) => l !== 'en')) {
      const t = textOf(locale);
      for (const key of ['cardNumber', 'securityCode', 'complete', 'fail', 'cancel', 'linkPaid', 'valid_through_too_short', 'challengeVerification'] as const) {
        expect(t(key), `${locale} ${key}`).not.toBe(en(key));
      }
    }
  });

  it('puts the amount and the last digits in the challenge’s sentence', () => {
    expect(textOf('ja')('challengeAmount', { amount: '￥25,000', last4: '3220' })).toBe('末尾 3220 のカードで ￥25,000 のお支払い。');
  });

  it('speaks English for a language it does not know', () => {
    expect(gatewayLocale('fr')).toBe('en');
    expect(gatewayLocale('zh_Hant')).toBe('zh_Hant');
  });
});

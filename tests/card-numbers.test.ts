import { describe, expect, it } from 'vitest';
import { findCardData, passesLuhn } from './support/card-numbers.ts';

describe('the card-data scan of the e2e run', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('finds a test card number in JSON, a URL-encoded query, a form body and a log line, grouped or not', () => {
    const card = (text: string) => findCardData(text).filter((f) => f.kind === 'card_number');
    expect(card('{"guest":"Hanako","number":"4242 4242 4242 4242","exp_month":"12"}')).toEqual([{ kind: 'card_number', match: '4242 4242 4242 4242' }]);
    expect(card('/api/v1/x?note=4242%204242%204242%204242&locale=en')).toHaveLength(1);
    expect(card('number=4242+4242+4242+4242&exp=12%2F30')).toHaveLength(1);
    expect(card('2026-11-27T08:44:52Z POST /fields/tokens card 5555-5555-5555-4444 ok')).toHaveLength(1);
    expect(card('"4000000000003246"')).toHaveLength(1);
    expect(card('amex 3782 822463 10005.')).toHaveLength(1);
  });

  it('finds a security code typed next to its field name', () => {
    const codes = (text: string) => findCardData(text).filter((f) => f.kind === 'security_code');
    expect(codes('{"cvc":"123"}')).toHaveLength(1);
    expect(codes('cvc=1234&exp_month=12')).toHaveLength(1);
    expect(codes('security_code: 987')).toHaveLength(1);
    expect(codes('Security code')).toHaveLength(0);
  });

  it('does not take reservation numbers, phone numbers, timestamps, dates, amounts or ids for card data', () => {
    const text = [
      '{"reservation_number":"YD7K2M9QPX","phone":"+819012345678","national":"090-1234-5678","spaced":"+81 90 1234 5678"}',
      // a millisecond timestamp that passes Luhn, alone and in an e-mail address the tests make
      '1764233092006 guest-en-1764233092006@example.com',
      '{"total_price":32000,"deposit_amount":9600,"amounts":[12000, 15000, 3000]}',
      'checkin 2026-12-20 checkout 2026-12-22, 2026-11-27 08:44:52',
      'id 5f2b0c4e-9d1a-4c3b-8e7f-0123456789ab, PLAB2C3D4E5F6G7H8J, pay_4cd81b92e7',
      // a UUID whose digits between dashes make a Luhn-valid run of 13
      '0f1c298925-1849-412f-a2b7-3c0e5d6f7a8b',
      // a UUID whose first three groups are digits only: 16 digits that pass Luhn (seen in a request's header)
      '"x-client-session":"65396189-6403-4215-a9c1-3e5f7b2d4c6a"',
      '/api/v1/hotels/demo-kyoto/rooms?checkin_date=2026-12-20&rooms=%5B%7B%22adults%22%3A2%7D%5D',
      'last4 4242, brand visa, exp 12/30',
    ].join('\n');
    expect(passesLuhn('1764233092006')).toBe(true);
    expect(findCardData(text)).toEqual([]);
  });
});

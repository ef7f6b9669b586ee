import { describe, expect, it } from 'vitest';
import { fromGatewayAmount, toGatewayAmount } from './payment-amounts.ts';

describe('amounts between our minor units and a gateway’s', () => {
  it('keeps yen and dollars as they are when the digits agree', () => {
    expect(toGatewayAmount(25000, 'JPY', 0)).toBe(25000);
    expect(toGatewayAmount(1999, 'USD', 2)).toBe(1999);
  });

  it('says NT$ 3,200 as 320000 to a gateway that counts TWD in cents, and back', () => {
    expect(toGatewayAmount(3200, 'TWD', 2)).toBe(320000);
    expect(fromGatewayAmount(320000, 'TWD', 2)).toBe(3200);
  });

  it('refuses a gateway amount that is a fraction of our unit', () => {
    expect(() => fromGatewayAmount(320050, 'TWD', 2)).toThrow(RangeError);
    expect(() => toGatewayAmount(1999, 'USD', 0)).toThrow(RangeError);
  });
});

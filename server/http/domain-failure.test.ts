import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import { DomainError, invalidInput } from '../domain/errors.ts';
import { domainFailure } from './domain-failure.ts';
import { envelopeOf } from './envelope.ts';

const answer = (error: DomainError) => envelopeOf(domainFailure(error)!, 'en').errors[0];

describe('domain refusals as HTTP answers', () => {
  it('answers a refused room with 422 and the rule’s sentence under the room', () => {
    expect(answer(invalidInput({ 'rooms.1': [{ code: ERROR_REASONS.tooManyGuests, values: { max: 3 } }] }))).toEqual({
      title: 'Some of the information sent is not valid.',
      status: 422,
      code: '1000',
      details: { base: [], 'rooms.1': [{ code: 'too_many_guests', error: 'This room takes at most 3 guests.' }] },
    });
  });

  it('says whether the price went up or down from the facts it carries', () => {
    const changed = (total: number) =>
      new DomainError(ERROR_CODES.invalid, ERROR_REASONS.priceChanged, {
        values: { total: '¥12,000' },
        meta: { total_price: total, displayed_total_price: 11000 },
      });
    expect(answer(changed(12000))).toMatchObject({ status: 409, details: { base: [{ code: 'price_changed', error: 'The price went up.' }] } });
    expect(answer(changed(10000))?.details.base[0]?.error).toBe('The price went down.');
  });

  it('has no answer for a reason nobody maps, so the app answers 500', () => {
    expect(domainFailure(new DomainError(ERROR_CODES.invalid, 'unheard_of'))).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { envelopeOf } from './envelope.ts';
import { failureFor, isTransientConflict } from './failure-for.ts';

/** An error shaped as node-postgres and PGlite throw them: the SQLSTATE in `code`. */
const databaseError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the answer for an error a handler let through', () => {
  it('answers a deadlock or a serialization failure with 409 and "try again", not 500', () => {
    for (const error of [databaseError('40P01', 'deadlock detected'), databaseError('40001', 'could not serialize access')]) {
      const failure = failureFor(error);
      expect(failure.status).toBe(409);
      expect(envelopeOf(failure, 'en').errors[0]).toMatchObject({
        status: 409,
        code: '3013',
        title: 'Something else changed at the same moment, so nothing was saved. Please try again.',
        details: { base: [{ code: 'concurrent_change' }] },
      });
    }
  });

  it('finds the conflict inside an error that wraps it', () => {
    expect(isTransientConflict(new Error('transaction failed', { cause: databaseError('40P01', 'deadlock detected') }))).toBe(true);
  });

  it('still answers 500 for other database errors, and logs them', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(failureFor(databaseError('23505', 'duplicate key value')).status).toBe(500);
    expect(failureFor(new Error('boom')).status).toBe(500);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

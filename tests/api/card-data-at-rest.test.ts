import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody } from '../support/booking.ts';
import { findCardDataInDatabase } from '../support/card-data-at-rest.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';

/** The database half of the card-number scan the e2e run ends with (e2e/card-number-scan.ts). */
describe.each(DRIVERS)('the card-data scan of a database on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  it('finds nothing in the demo data and a booking paid at the hotel', async () => {
    expect((await book(server, bookingBody({ checkin_date: '2027-04-01', checkout_date: '2027-04-02' }))).status).toBe(201);
    expect(await findCardDataInDatabase(server.db)).toEqual([]);
  });

  it('finds a card number and its security code a guest wrote in a special request', async () => {
    const body = bookingBody({ checkin_date: '2027-04-06', checkout_date: '2027-04-07', special_request: 'Please charge 4242 4242 4242 4242, cvc: 321' });
    const answer = await book(server, body);
    expect(answer.json).toMatchObject({ data: { status: 'done' } });
    expect(await findCardDataInDatabase(server.db)).toEqual([
      { kind: 'card_number', match: '4242 4242 4242 4242', place: 'reservations' },
      { kind: 'security_code', match: 'cvc: 321', place: 'reservations' },
    ]);
  });
});

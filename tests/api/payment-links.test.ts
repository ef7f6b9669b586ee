import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setPaymentLinkStatus } from '../../server/db/repositories/payment-links-repository.ts';
import { createPaymentLink, paymentLinkPage, payPaymentLink } from '../../server/use-cases/payment-links.ts';
import { refundPayment } from '../../server/use-cases/payments.ts';
import { wireSandboxGateway } from '../support/sandbox-gateway.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

/** Payment links (spec 1 §4): made for an amount, paid with the card flow, each page state. */

describe.each(DRIVERS)('payment links on %s', (driver) => {
  let server: TestServer;
  let wired: ReturnType<typeof wireSandboxGateway>;
  let taipei: string;
  let keys = 0;

  beforeAll(async () => {
    server = await createTestServer(driver);
    taipei = (await server.db.selectFrom('hotels').select('id').where('code', '=', 'demo-taipei').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.travelTo(TEST_NOW);
    wired = wireSandboxGateway(server);
  });

  const link = (more: { expiresAt?: Date | null } = {}) =>
    createPaymentLink(server.deps, {
      hotelId: taipei,
      amount: 3200,
      currency: 'TWD',
      descriptions: { en: 'Airport transfer', zh_Hant: '機場接送' },
      reservationId: null,
      expiresAt: more.expiresAt === undefined ? new Date(TEST_NOW.getTime() + 86_400_000) : more.expiresAt,
    });
  async function payLink(paymentNumber: string, card: string) {
    const opened = await payPaymentLink(server.deps, {
      paymentNumber,
      parentOrigin: 'http://localhost:8080',
      returnUrl: null,
      locale: 'zh_Hant',
      idempotencyKey: `link-${++keys}`,
    });
    if (!opened.ok) throw new Error('state' in opened ? opened.state : opened.error.code);
    return wired.payWith(opened.transaction, card);
  }

  it('makes a link with a number nobody guesses, open to pay', async () => {
    const made = await link();
    expect(made.payment_number).toMatch(/^PL[A-Z2-9]{16}$/);
    expect((await paymentLinkPage(server.deps, made.payment_number)).state).toBe('open');
    expect((await paymentLinkPage(server.deps, 'PLNOSUCHLINK00000')).state).toBe('not_found');
  });

  it('charges the link’s NT$ 3,200 as 320000 cents at the sandbox', async () => {
    const made = await link();
    const paid = await payLink(made.payment_number, '4242424242424242');
    expect(paid.transaction).toMatchObject({ status: 'captured', currency: 'TWD', amount: 320000, payment_link_id: made.id });
  });

  it('says failed after a declined card, takes another, then says paid to that visit and already paid to the next', async () => {
    const made = await link();
    await payLink(made.payment_number, '4000000000000002');
    expect((await paymentLinkPage(server.deps, made.payment_number)).state).toBe('failed');
    const paid = await payLink(made.payment_number, '5555555555554444');
    expect((await paymentLinkPage(server.deps, made.payment_number, paid.transaction.id)).state).toBe('paid');
    expect((await paymentLinkPage(server.deps, made.payment_number)).state).toBe('already_paid');
    expect(
      await payPaymentLink(server.deps, {
        paymentNumber: made.payment_number,
        parentOrigin: 'http://localhost:8080',
        returnUrl: null,
        locale: 'zh_Hant',
        idempotencyKey: 'again',
      }),
    ).toEqual({
      ok: false,
      state: 'already_paid',
    });
  });

  it('says refunded once the payment went back', async () => {
    const made = await link();
    const paid = await payLink(made.payment_number, '4242424242424242');
    await refundPayment(server.deps, { transactionId: paid.transaction.id, amount: 320000, reason: 'staff', idempotencyKey: `refund-${made.id}` });
    expect((await paymentLinkPage(server.deps, made.payment_number)).state).toBe('refunded');
  });

  it('says cancelled for a withdrawn or expired link, completed for one settled at the desk, and takes no card then', async () => {
    const withdrawn = await link();
    await setPaymentLinkStatus(server.db, withdrawn.id, 'cancelled', TEST_NOW);
    expect((await paymentLinkPage(server.deps, withdrawn.payment_number)).state).toBe('cancelled');
    const expired = await link({ expiresAt: new Date(TEST_NOW.getTime() + 60_000) });
    await server.travelTo(new Date(TEST_NOW.getTime() + 60_000));
    expect((await paymentLinkPage(server.deps, expired.payment_number)).state).toBe('cancelled');
    const settled = await link();
    await setPaymentLinkStatus(server.db, settled.id, 'completed', TEST_NOW);
    expect(
      await payPaymentLink(server.deps, {
        paymentNumber: settled.payment_number,
        parentOrigin: 'http://localhost:8080',
        returnUrl: null,
        locale: 'zh_Hant',
        idempotencyKey: 'x',
      }),
    ).toEqual({
      ok: false,
      state: 'completed',
    });
  });
});

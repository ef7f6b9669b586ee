// `npm run payment-link -- --hotel demo-kyoto --amount 12000 --description "Dinner for two"`:
// staff make a payment link (spec 1 §4) in the database the environment names (DATABASE_URL, or
// PGlite in DATA_DIR) and get its page and its QR page to send or show. `--cancel PL...` withdraws
// a link, `--complete PL...` marks one settled at the desk. README.md "Payment links".
import { parseArgs } from 'node:util';
import { readConfig } from './config.ts';
import { configuredTarget, openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { changePaymentLinkAmount, findPaymentLink, setPaymentLinkStatus } from './db/repositories/payment-links-repository.ts';
import { minorAmount, parsePaymentLinkOrder, type PaymentLinkOrder } from './domain/payment-link-order.ts';
import { createPaymentLink, paymentLinkPage } from './use-cases/payment-links.ts';
import type { AppDeps } from './deps.ts';

const USAGE = `usage: npm run payment-link -- --hotel CODE --amount AMOUNT --description TEXT [--description-ja TEXT ...] [--expires-in-days N] [--reservation NUMBER]
       npm run payment-link -- --cancel PAYMENT_NUMBER | --complete PAYMENT_NUMBER
       npm run payment-link -- --change-amount PAYMENT_NUMBER --amount AMOUNT`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    hotel: { type: 'string' },
    amount: { type: 'string' },
    description: { type: 'string' },
    'description-ja': { type: 'string' },
    'description-ko': { type: 'string' },
    'description-zh_Hans': { type: 'string' },
    'description-zh_Hant': { type: 'string' },
    'description-id': { type: 'string' },
    'description-th': { type: 'string' },
    'description-ar': { type: 'string' },
    'expires-in-days': { type: 'string' },
    reservation: { type: 'string' },
    cancel: { type: 'string' },
    complete: { type: 'string' },
    'change-amount': { type: 'string' },
    help: { type: 'boolean' },
  },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = readConfig();
const origin = new URL(config.publicUrl).origin;
const { db } = await openDb(configuredTarget(config));
try {
  await migrate(db);
  const change = values.cancel ? 'cancelled' : values.complete ? 'completed' : null;
  if (values['change-amount']) {
    // spec 1 §4: a guest's page showing the old amount asks for a reload before paying
    const link = await findPaymentLink(db, values['change-amount']);
    if (!link) fail('No payment link has that number.');
    // spec 2 §8.2 (3200): a link no longer taking a payment is not updatable
    const { state } = await paymentLinkPage({ db, now: () => new Date() } as AppDeps, link.payment_number);
    if (state !== 'open' && state !== 'failed') fail(`${link.payment_number} is ${state}: its amount cannot change.`);
    const amount = minorAmount(values.amount ?? '', link.currency);
    if (typeof amount === 'string') fail(amount);
    await changePaymentLinkAmount(db, link.id, amount.amount, new Date());
    console.log(`${link.payment_number} now asks for ${values.amount} ${link.currency}.`);
  } else if (change) {
    const link = await findPaymentLink(db, (values.cancel ?? values.complete)!);
    if (!link) fail('No payment link has that number.');
    await setPaymentLinkStatus(db, link.id, change, new Date());
    console.log(`${link.payment_number} is now ${change}.`);
  } else {
    const order: PaymentLinkOrder | string = parsePaymentLinkOrder(values, new Date());
    if (typeof order === 'string') fail(order);
    const hotel = await db.selectFrom('hotels').select(['id', 'currency']).where('code', '=', order.hotelCode).executeTakeFirst();
    if (!hotel) fail(`No hotel has the code ${order.hotelCode}.`);
    const amount = order.amountOf(hotel.currency);
    if (typeof amount === 'string') fail(amount);
    let reservationId: string | null = null;
    if (order.reservationNumber) {
      const reservation = await db
        .selectFrom('reservations')
        .select('id')
        .where('hotel_id', '=', hotel.id)
        .where('reservation_number', '=', order.reservationNumber)
        .executeTakeFirst();
      if (!reservation) fail(`No reservation ${order.reservationNumber} at ${order.hotelCode}.`);
      reservationId = reservation.id;
    }
    const deps = { db, now: () => new Date() } as AppDeps;
    const link = await createPaymentLink(deps, { hotelId: hotel.id, ...amount, descriptions: order.descriptions, reservationId, expiresAt: order.expiresAt });
    console.log(`Payment link ${link.payment_number}`);
    console.log(`  guest's page:    ${origin}/widget/payments/${link.payment_number}`);
    console.log(`  QR code page:    ${origin}/widget/payments/${link.payment_number}/display`);
  }
} finally {
  await db.destroy();
}

import { atom } from 'nanostores';
import { getPaymentLink, getQrCode, type PaymentLinkPage, type QrCode } from '../../../shared/api/payment-links.ts';
import { callApi } from '../../lib/api-client.ts';

/**
 * The front desk screen of a link (/payments/:number/display): the link's QR code with its amount
 * and hotel. A screen nobody touches cannot be asked to reload: it reads the link again on a timer
 * and shows the amount and the state as they are now (spec 1 §4: the amount changed, or paid).
 */
export type DisplayState =
  | { status: 'loading' }
  | { status: 'ready'; page: PaymentLinkPage; qr: QrCode | null }
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

export const $display = atom<DisplayState>({ status: 'loading' });

const payable = (page: PaymentLinkPage) => page.state === 'open' || page.state === 'failed';

/** Reads the link, and its QR code while it takes a payment (the code never changes: it holds the page's address). */
export async function loadDisplay(paymentNumber: string): Promise<void> {
  try {
    const { data: page } = await callApi(getPaymentLink, { params: { payment_number: paymentNumber }, query: {} });
    const shown = $display.get();
    let qr = shown.status === 'ready' ? shown.qr : null;
    if (payable(page) && !qr) qr = (await callApi(getQrCode, { query: { qr_code: paymentNumber } })).data;
    $display.set({ status: 'ready', page, qr });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 422) $display.set({ status: 'missing' });
    // a screen keeps what it shows through a moment offline
    else if ($display.get().status !== 'ready') $display.set({ status: 'error', error });
  }
}

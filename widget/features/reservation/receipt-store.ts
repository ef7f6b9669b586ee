import { atom } from 'nanostores';
import { getReceipt } from '../../../shared/api/receipts.ts';
import type { Locale } from '../../../shared/constants.ts';
import { checkReceiptName, type ReceiptNameInput } from '../../../shared/receipt-name.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { $reservation, loadReservation } from './reservation-store.ts';

/** The receipt form of the reservation shown: the name typed, its errors (rule keys), the download's state and file. */
export type ReceiptState = {
  status: 'idle' | 'downloading' | 'done' | 'error';
  errors: Partial<Record<keyof ReceiptNameInput, string>>;
  error: unknown;
  /** The last receipt downloaded, kept as an object URL: a link the guest can open again inside the frame. */
  file: { url: string; filename: string } | null;
  failedSubmits: number;
};
const NO_RECEIPT: ReceiptState = { status: 'idle', errors: {}, error: null, file: null, failedSubmits: 0 };
export const $receipt = atom<ReceiptState>(NO_RECEIPT);

/** Starts the receipt form afresh (another reservation shown), letting go of the last file. */
export function resetReceipt(): void {
  const { file } = $receipt.get();
  if (file) URL.revokeObjectURL(file.url);
  $receipt.set(NO_RECEIPT);
}

/** Hands a downloaded file to the browser's downloads: a link with `download`, clicked (works in the iframe: the URL is the frame's own). */
function saveFile(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Downloads the shown reservation's receipt (spec 2 §7.4) with the name the guest typed (and, in
 * zh_Hant, the company number), checked first by the same rules as the server (spec 1 §5). The
 * reservation is reloaded after, so the count of issues shown is the server's.
 */
export async function downloadReceipt(hotelCode: string, input: ReceiptNameInput, locale: Locale): Promise<boolean> {
  const shown = $reservation.get();
  const state = $receipt.get();
  if (shown.status !== 'done' || state.status === 'downloading') return false;
  const errors = checkReceiptName(locale, input);
  if (Object.keys(errors).length) {
    $receipt.set({ ...state, status: 'idle', errors, failedSubmits: state.failedSubmits + 1 });
    return false;
  }
  $receipt.set({ ...state, status: 'downloading', errors: {}, error: null });
  const { reservation, access } = shown;
  try {
    const { blob, filename } = await downloadFile(getReceipt, {
      params: { code: hotelCode, reservation_number: reservation.reservation_number },
      query: {
        ...access,
        receipt_title: input.receipt_title?.trim() || undefined,
        receipt_unicode: locale === 'zh_Hant' ? input.receipt_unicode?.trim() : undefined,
      },
    });
    if (state.file) URL.revokeObjectURL(state.file.url);
    const url = URL.createObjectURL(blob);
    saveFile(url, filename);
    $receipt.set({ ...$receipt.get(), status: 'done', file: { url, filename }, failedSubmits: 0 });
    await loadReservation(hotelCode, reservation.reservation_number, access, { force: true });
    return true;
  } catch (error) {
    $receipt.set({ ...$receipt.get(), status: 'error', error, failedSubmits: $receipt.get().failedSubmits + 1 });
    return false;
  }
}

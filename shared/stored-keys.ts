/*
 * The widget's storage keys that pages of the server write too (/iframe-change-locale,
 * /iframe-token: server/http/iframe-pages.ts). Apart from the member's note (member-cookie-note.ts),
 * which the first screen never reads.
 */

/** The stored chatbot locale (spec 1 §4). */
export const STORED_LOCALE_KEY = 'yado.locale';

/** The key of a value kept for one hotel (spec 2 §9.6: keys are prefixed per brand). */
export function storedHotelKey(hotelCode: string, name: string): string {
  return `yado.${hotelCode}.${name}`;
}

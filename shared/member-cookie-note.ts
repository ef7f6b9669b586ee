/** The name (stored-keys.ts storedHotelKey) of the note that this browser may hold the hotel's member refresh cookie, which is HttpOnly. */
export const MEMBER_COOKIE_NOTE = 'member_cookie';

/** The refresh cookie lives 30 days (server/README.md, Members): so does the note that one may exist. */
export const MEMBER_COOKIE_NOTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

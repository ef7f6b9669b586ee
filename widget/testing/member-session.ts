import { configureApiClient } from '../lib/api-client.ts';
import { dismissGlobalError } from '../lib/global-error.ts';
import { $member, connectMemberSession, endMemberLocally } from '../lib/member-session.ts';

/** Before a member session test: empty storage, a fresh api client for `hotel`, nobody signed in yet, no global error. */
export function resetMemberSession(hotel: string): void {
  localStorage.clear();
  configureApiClient({ hotelCode: hotel, clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  connectMemberSession(hotel);
  endMemberLocally(hotel, 'start');
  $member.set({ status: 'unknown' });
  dismissGlobalError();
}

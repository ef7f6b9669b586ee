import type { HostMessage } from '../../shared/protocol/messages.ts';

/*
 * What main.tsx loads of the member's part (app/member-part.ts): only these calls, whose own
 * imports follow on demand, so the first screen names one chunk for them.
 */

/**
 * After the first screen: the member signed in by the start-up query's tokens (`query`, as
 * loaded) or back from the cookie, the login menu, the host told of sign-ins.
 */
export function startMember(query: string): Promise<unknown> {
  return import('./member-part.ts').then((part) => part.startMember(undefined, query));
}

/** The host page's `logout` and `refresh-login-from-chatbot` (spec 2 §7.10); the member's part starts with the start-up `query` if not yet started. */
export function hostAsked(type: HostMessage['type'], query: string): Promise<void> {
  return import('./member-part.ts').then((part) => part.hostAsked(type, undefined, query));
}

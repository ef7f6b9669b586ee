import { atom } from 'nanostores';
import {
  listMemberReservations,
  MAX_MEMBER_RESERVATIONS_PER_PAGE,
  MEMBER_RESERVATION_LISTS,
  MEMBER_RESERVATION_PAYMENTS,
  type MemberReservation,
} from '../../../../shared/api/member-reservations.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Spec 1 §3 reservation list filters. */
export type ReservationList = (typeof MEMBER_RESERVATION_LISTS)[number];
/** Spec 1 §3 payment filters. */
export type PaymentFilter = (typeof MEMBER_RESERVATION_PAYMENTS)[number];

/** What the member's reservation list shows: which list, which payments, which page. */
export type ReservationsQuery = { list: ReservationList; payment: PaymentFilter; page: number };

export type ReservationsState =
  | { status: 'loading'; query: ReservationsQuery }
  | { status: 'ready'; query: ReservationsQuery; reservations: MemberReservation[]; totalPages: number; totalEntries: number }
  | { status: 'error'; query: ReservationsQuery; error: unknown };

/** Spec 2 §9.2: upcoming first. */
export const FIRST_QUERY: ReservationsQuery = { list: 'upcoming', payment: 'all', page: 1 };

export const $reservations = atom<ReservationsState>({ status: 'loading', query: FIRST_QUERY });

let asked = 0;

/** Reads a query from the page's URL (`list`, `payment`, `page`); anything unknown is the default. */
export function queryOf(search: string): ReservationsQuery {
  const params = new URLSearchParams(search);
  const list = MEMBER_RESERVATION_LISTS.find((name) => name === params.get('list')) ?? FIRST_QUERY.list;
  const payment = MEMBER_RESERVATION_PAYMENTS.find((name) => name === params.get('payment')) ?? FIRST_QUERY.payment;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { list, payment, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/**
 * Spec 2 §7.4 GET /user/reservations for one list, payment filter and page. A later call wins:
 * an answer to a filter the member has already left is dropped.
 */
export async function loadReservations(query: ReservationsQuery): Promise<void> {
  const mine = ++asked;
  $reservations.set({ status: 'loading', query });
  try {
    const { data } = await callApi(listMemberReservations, {
      query: { status: query.list, payment: query.payment, page: String(query.page), per_page: undefined },
    });
    if (mine !== asked) return;
    $reservations.set({ status: 'ready', query, reservations: data.reservations, totalPages: data.total_pages, totalEntries: data.total_entries });
  } catch (error) {
    if (mine === asked) $reservations.set({ status: 'error', query, error });
  }
}

/** The reservations an account deletion would cancel (the upcoming ones), with what cancelling each costs now. */
export type DeletionQuote = { status: 'loading' } | { status: 'ready'; reservations: MemberReservation[] } | { status: 'error'; error: unknown };

export const $deletionQuote = atom<DeletionQuote>({ status: 'loading' });

/** Spec 1 §4: the deletion cancels every active reservation; the member sees which, and each one's fee, before confirming. */
export async function loadDeletionQuote(): Promise<void> {
  $deletionQuote.set({ status: 'loading' });
  try {
    const all: MemberReservation[] = [];
    for (let page = 1; ; page++) {
      const { data } = await callApi(listMemberReservations, {
        query: { status: 'upcoming', payment: 'all', page: String(page), per_page: String(MAX_MEMBER_RESERVATIONS_PER_PAGE) },
      });
      all.push(...data.reservations);
      if (page >= data.total_pages) break;
    }
    $deletionQuote.set({ status: 'ready', reservations: all });
  } catch (error) {
    $deletionQuote.set({ status: 'error', error });
  }
}

/**
 * The kind of stay a search asks for (spec 1 §2 `is_day_use`; spec 2 §7.3): nights between two
 * dates, or day use, where check-out is the check-in date and only day-use plans are offered.
 */
export type StayKind = {
  /** Day use: check-out equals check-in (`is_day_use=true`), where the hotel offers it. */
  dayUse?: boolean;
};

/** What the hotel offers: day use only where it sells day-use plans (day_use_search_active). */
export type StayKindDefaults = { dayUse?: boolean };

/** Reads the stay kind; day use sets check-out to the check-in date. Unknown or unoffered is a stay of nights. */
export function parseStayKind(query: URLSearchParams, defaults: StayKindDefaults, checkin: string): StayKind & { checkout?: string } {
  return query.get('is_day_use') === 'true' && defaults.dayUse ? { dayUse: true, checkout: checkin } : {};
}

/** Writes `is_day_use=true` for day use; nothing for a stay of nights. */
export function writeStayKind(query: URLSearchParams, kind: StayKind): void {
  if (kind.dayUse) query.set('is_day_use', 'true');
  else query.delete('is_day_use');
}

/** The room search query of the stay kind: day use sends check-out equal to check-in. */
export function stayKindQuery(params: StayKind & { checkin: string }) {
  return params.dayUse ? { is_day_use: 'true' as const, checkout_date: params.checkin } : {};
}

import { MAX_NIGHTS } from '../../../../shared/constants.ts';

/**
 * The kind of stay a search asks for (spec 1 §2 `is_day_use`, `search_type`, `nights`; spec 2
 * §7.3): nights between two dates; day use, where check-out is the check-in date and only
 * day-use plans are offered; or undated, a number of nights on any date, each plan at its lowest.
 */
export type StayKind = {
  /** Day use: check-out equals check-in (`is_day_use=true`), where the hotel offers it. */
  dayUse?: boolean;
  /** Undated (`search_type=undated&nights=N`): the nights, without dates. */
  undatedNights?: number;
};

/** What the hotel offers: day use only where it sells day-use plans (day_use_search_active). */
export type StayKindDefaults = { dayUse?: boolean };

/**
 * Reads the stay kind; day use sets check-out to the check-in date. Undated needs nights from 1
 * to MAX_NIGHTS. Anything else, or day use the hotel does not offer, is a stay of nights.
 */
export function parseStayKind(query: URLSearchParams, defaults: StayKindDefaults, checkin: string): StayKind & { checkout?: string } {
  if (query.get('is_day_use') === 'true' && defaults.dayUse) return { dayUse: true, checkout: checkin };
  const nights = query.get('nights') ?? '';
  if (query.get('search_type') === 'undated' && /^\d{1,2}$/.test(nights) && Number(nights) >= 1 && Number(nights) <= MAX_NIGHTS) {
    return { undatedNights: Number(nights) };
  }
  return {};
}

/** Writes `is_day_use=true` for day use, `search_type=undated&nights=N` without dates for undated. */
export function writeStayKind(query: URLSearchParams, kind: StayKind): void {
  if (kind.dayUse) query.set('is_day_use', 'true');
  else query.delete('is_day_use');
  if (kind.undatedNights) {
    query.set('search_type', 'undated');
    query.set('nights', String(kind.undatedNights));
    query.delete('checkin');
    query.delete('checkout');
  } else {
    query.delete('search_type');
    query.delete('nights');
  }
}

/** The room search query of the stay kind: day use sends check-out equal to check-in; undated drops the dates and sends nights. */
export function stayKindQuery(params: StayKind & { checkin: string }) {
  if (params.undatedNights) return { search_type: 'undated' as const, nights: String(params.undatedNights), checkin_date: undefined, checkout_date: undefined };
  return params.dayUse ? { is_day_use: 'true' as const, checkout_date: params.checkin } : {};
}

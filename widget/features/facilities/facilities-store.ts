import { atom } from 'nanostores';
import { listBrandHotels, type BrandHotel } from '../../../shared/api/facilities.ts';
import { callApi } from '../../lib/api-client.ts';
import { brandHotelsQuery, type FacilitySearch } from './facilities-params.ts';

/** The brand facility list for the search being shown (spec 1 §2, /facilities). */
export type FacilitiesState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; brandName: string; hotels: BrandHotel[] }
  | { status: 'error'; key: string; error: unknown };

export const $facilities = atom<FacilitiesState>({ status: 'idle' });

let ticket = 0;

/**
 * Loads every hotel of the brand priced for the search: the first page says how many pages
 * there are, and the rest are fetched too (spec 2 §7.3: all pages are fetched when there are
 * several). Nothing is shown until all have come. Of overlapping loads the last one wins.
 */
export async function showFacilities(brandId: string, search: FacilitySearch, locale: string): Promise<void> {
  const key = JSON.stringify([brandId, search, locale]);
  const current = $facilities.get();
  if (current.status !== 'idle' && current.status !== 'error' && current.key === key) return;
  const mine = ++ticket;
  $facilities.set({ status: 'loading', key });
  try {
    const page = (n: number) => callApi(listBrandHotels, { params: { brand: brandId }, query: brandHotelsQuery(search, n) });
    const { data: first } = await page(1);
    const rest = await Promise.all(Array.from({ length: Math.max(0, first.meta.total_pages - 1) }, (_, i) => page(i + 2)));
    if (mine !== ticket) return;
    const hotels = [first, ...rest.map((answer) => answer.data)].flatMap((data) => data.hotels);
    $facilities.set({ status: 'done', key, brandName: first.brand.name, hotels });
  } catch (error) {
    if (mine === ticket) $facilities.set({ status: 'error', key, error });
  }
}

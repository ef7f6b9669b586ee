import type { MealBedOption } from '../../../shared/constants.ts';
import type { KidsTierCount } from './search-params.ts';

/** One tier's children, one option per child, in the order the guest gave them. */
export function childOptions(kids: readonly KidsTierCount[], code: string): MealBedOption[] {
  return kids.filter((kid) => kid.code === code && kid.meal_bed).flatMap((kid) => Array.from({ length: kid.count }, () => kid.meal_bed!));
}

/** Children given one by one as entries: neighbours with the same option become one entry. */
function runs(code: string, options: readonly MealBedOption[]): KidsTierCount[] {
  const entries: KidsTierCount[] = [];
  for (const option of options) {
    const last = entries[entries.length - 1];
    if (last && last.meal_bed === option) last.count += 1;
    else entries.push({ code, count: 1, meal_bed: option });
  }
  return entries;
}

/**
 * A room's kids with one tier's children set to these options (one per child), the others kept
 * as they are, tiers in the hotel's order. Children keep their places, so the guest's "child 2"
 * stays child 2 while choosing.
 */
export function withChildOptions(
  kids: readonly KidsTierCount[],
  code: string,
  options: readonly MealBedOption[],
  tierCodes: readonly string[],
): KidsTierCount[] {
  return tierCodes.flatMap((tier) => (tier === code ? runs(code, options) : kids.filter((kid) => kid.code === tier && kid.count > 0)));
}

/** A tier's children resized: new children get the tier's first option, removed ones go from the end. */
export function resizeTier(
  kids: readonly KidsTierCount[],
  code: string,
  count: number,
  offered: readonly MealBedOption[],
  tierCodes: readonly string[],
): KidsTierCount[] {
  const options = childOptions(kids, code).slice(0, count);
  while (options.length < count && offered[0]) options.push(offered[0]);
  return withChildOptions(kids, code, options, tierCodes);
}

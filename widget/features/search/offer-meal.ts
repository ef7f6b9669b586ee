/**
 * The words for a plan's meals, or null where a name shown beside them already says them: a plan
 * named "Room only" needs no "Room only" under its name. Case, width and spaces do not count.
 */
export function mealText(label: string, ...names: string[]): string | null {
  const plain = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return names.some((name) => plain(name) === plain(label)) ? null : label;
}

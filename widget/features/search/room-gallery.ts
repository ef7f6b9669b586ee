import type { RoomImage } from '../../../shared/api/rooms.ts';

/** The picture a gallery shows, from how far it is scrolled (negative in right-to-left pages). */
export function slideAt(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / width)));
}

/** The next picture after `index` going `step` (1 or -1), round from the last to the first. */
export function stepSlide(index: number, step: 1 | -1, count: number): number {
  return (index + step + count) % count;
}

/** The `srcset` of a picture: its other widths and its own, or nothing when it has one size. */
export function srcSetOf(image: RoomImage): string | undefined {
  if (image.srcset.length === 0) return undefined;
  const sources = [...image.srcset, { url: image.url, width: image.width }].sort((a, b) => a.width - b.width);
  return [...new Map(sources.map((source) => [source.width, source])).values()].map((source) => `${source.url} ${source.width}w`).join(', ');
}

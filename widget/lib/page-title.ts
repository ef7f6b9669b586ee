import { atom } from 'nanostores';

/** The shown page's title: the text of its `<h1>` (set by ui/page-heading.tsx). */
export const $pageTitle = atom('');

/** The document title (WCAG 2.4.2): the page, then the hotel, e.g. "Find your room – Hotel Sakura Kyoto". */
export function documentTitle(page: string, hotelName: string | undefined): string {
  return [page.trim(), hotelName?.trim()].filter(Boolean).join(' – ');
}

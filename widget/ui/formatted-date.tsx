import { useStore } from '@nanostores/react';
import { $locale } from '../lib/i18n.ts';
import { formatDate } from './dates.tsx';

/** A date in a `<time>` element. */
export function FormattedDate({ iso, style = 'long' }: { iso: string; style?: 'long' | 'short' }) {
  const locale = useStore($locale);
  return <time dateTime={iso}>{formatDate(iso, locale, style)}</time>;
}

import type { Messages } from '@lingui/core';

type Catalog = { messages: Messages };

/**
 * Each locale's text in three lazy parts (widget/build/catalog-parts.ts): the first screen's
 * (which the widget's page carries for the locale the server expects), the results part's
 * (below the search form) and the rest. This module is itself loaded on demand (lib/i18n.ts): the
 * list of the parts' chunks is no part of the first screen.
 */
export const TEXT_PARTS = {
  first: import.meta.glob<Catalog>('../../locales/*/widget.po', { query: '?first' }),
  results: import.meta.glob<Catalog>('../../locales/*/widget.po', { query: '?results' }),
  later: import.meta.glob<Catalog>('../../locales/*/widget.po', { query: '?later' }),
};

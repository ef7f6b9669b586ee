import { PAGE_DATA_ID, type PageData } from '../../shared/page-data.ts';

/**
 * The data the server put into the widget's page (shared/page-data.ts): the hotel's init
 * settings, the first text in one locale and its colours; null when the page has none or it
 * cannot be read.
 */
export function readPageData(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): PageData | null {
  const text = doc?.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageData;
    return data && typeof data.code === 'string' && data.settings && data.messages && data.theme ? data : null;
  } catch {
    return null;
  }
}

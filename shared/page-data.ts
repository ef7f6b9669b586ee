import type { InitSettings } from './api/settings.ts';
import type { Locale } from './constants.ts';

/**
 * The id of the `<script type="application/json">` block the server puts into the widget's page
 * (server/http/widget-page.ts) and the widget reads at start-up (widget/lib/page-data.ts).
 */
export const PAGE_DATA_ID = 'yado-page-data';

/**
 * What the widget's page carries for its first screen, so it starts without waiting for the
 * settings call or a catalog chunk: the hotel's init settings (the settings call's answer) and
 * the first part of the interface text (compiled Lingui messages), both in one locale, and the
 * hotel's colours as the widget's CSS custom properties (shared/theme.ts: computed here, so the
 * first screen carries no colour arithmetic). The widget uses them only when it starts in that
 * locale for that hotel.
 */
export type PageData = { code: string; locale: Locale; settings: InitSettings; messages: Record<string, unknown>; theme: Record<string, string> };

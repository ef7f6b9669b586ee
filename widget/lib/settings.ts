import { atom } from 'nanostores';
import { getInitSettings, type InitSettings } from '../../shared/api/settings.ts';
import { callApi } from './api-client.ts';

/** The hotel's init settings (spec 2 §7.2.1), loaded at start-up and again on a language change. */
export type SettingsState =
  | { status: 'loading'; data: InitSettings | null }
  | { status: 'ready'; data: InitSettings }
  | { status: 'error'; data: InitSettings | null; error: unknown };

export const $settings = atom<SettingsState>({ status: 'loading', data: null });

/**
 * The hotel's colours as the widget's CSS custom properties (shared/theme.ts), set on the app's
 * root: from the page when it carried them, else computed once settings arrive.
 */
export const $theme = atom<Record<string, string>>({});

let request = 0;

/** Takes the init settings and colours the widget's page carried (lib/page-data.ts): no settings call at start-up. */
export function giveSettings(data: InitSettings, theme: Record<string, string>): void {
  request++;
  $settings.set({ status: 'ready', data });
  $theme.set(theme);
}

/** Colours from settings that came by the settings call: the contrast arithmetic loads then, on demand. */
async function takeColours(data: InitSettings): Promise<void> {
  const { themeVariables } = await import('../../shared/theme.ts');
  $theme.set(themeVariables(data.settings));
}

/** Loads the init settings; of overlapping loads (language switches) the last one wins. */
export async function loadSettings(hotelCode: string): Promise<void> {
  const ticket = ++request;
  $settings.set({ status: 'loading', data: $settings.get().data });
  try {
    const { data } = await callApi(getInitSettings, { params: { code: hotelCode } });
    if (ticket !== request) return;
    // the colours first: the settings render the page, which should not flash the default colours
    await takeColours(data);
    if (ticket === request) $settings.set({ status: 'ready', data });
  } catch (error) {
    // spec 2 §7.2.1: if init fails, the error title is shown as a global error
    if (ticket === request) $settings.set({ status: 'error', data: $settings.get().data, error });
  }
}

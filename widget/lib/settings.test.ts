// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeVariables } from '../../shared/theme.ts';
import { json, mockFetch } from '../testing/render.tsx';
import { settingsFixture } from '../testing/fixtures.ts';
import { configureApiClient } from './api-client.ts';
import { $settings, $theme, giveSettings, loadSettings } from './settings.ts';

beforeEach(() => {
  $theme.set({});
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('the hotel’s colours', () => {
  it('come with the page’s settings as the server computed them', () => {
    const settings = settingsFixture({ button_colour: '#ffcc00', header_colour: '#003366' });
    giveSettings(settings, { '--brand': '#ffcc00' });
    expect($theme.get()).toEqual({ '--brand': '#ffcc00' });
    expect($settings.get()).toEqual({ status: 'ready', data: settings });
  });

  it('are computed, readable, when the settings come by the settings call, before the settings show', async () => {
    const settings = settingsFixture({ button_colour: '#ffcc00', header_colour: '#003366' });
    mockFetch(() => json(200, { data: settings }));
    const seen: Array<Record<string, string>> = [];
    const stop = $settings.listen((state) => state.status === 'ready' && seen.push($theme.get()));
    await loadSettings('demo-kyoto');
    stop();
    expect(seen).toEqual([themeVariables(settings.settings)]);
    expect($theme.get()['--on-brand']).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { frameAncestorsOf } from './frame-ancestors.ts';

const LIVE = { publicUrl: 'https://book.yado.example', demo: false };

describe('frameAncestorsOf', () => {
  it('lets the brand’s registered sites and the hotel’s own page frame the widget', () => {
    const sites = { url: 'https://www.sakura-kyoto.example/stay', site_origins: ['https://*.sakura-group.example', 'https://www.sakura-kyoto.example'] };
    expect(frameAncestorsOf(sites, LIVE)).toBe('https://*.sakura-group.example https://www.sakura-kyoto.example');
  });

  it('reads a relative hotel page against the public URL, as the e-mailed links do', () => {
    expect(frameAncestorsOf({ url: '/index.html', site_origins: [] }, LIVE)).toBe('https://book.yado.example');
  });

  it('adds any loopback page in demo mode only', () => {
    const sites = { url: '/index.html', site_origins: [] };
    expect(frameAncestorsOf(sites, { publicUrl: 'http://localhost:8080', demo: true })).toBe('http://localhost:8080 http://localhost:* http://127.0.0.1:*');
  });

  it('lets nothing frame the widget of an unknown hotel, even in demo mode', () => {
    expect(frameAncestorsOf(undefined, LIVE)).toBe("'none'");
    expect(frameAncestorsOf(undefined, { ...LIVE, demo: true })).toBe("'none'");
  });

  it('lets nothing frame it when the brand registered no site and the hotel page is not a web page', () => {
    expect(frameAncestorsOf({ url: 'mailto:front@hotel.example', site_origins: [] }, LIVE)).toBe("'none'");
  });
});

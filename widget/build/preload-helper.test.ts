// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { describe, expect, it } from 'vitest';
import { depsNotLoaded, preloadHelperCode } from './preload-helper.ts';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** A fresh copy of the helper's module, as the build emits it for base /widget/. */
function helper(): Preload {
  const code = preloadHelperCode('/widget/').replace('export const __vitePreload', 'const __vitePreload');
  return new Function(`${code}\nreturn __vitePreload;`)() as Preload;
}

const links = () => Array.from(document.head.querySelectorAll('link')).map((link) => [link.rel, new URL(link.href).pathname]);

describe('the preload helper of lazy chunks', () => {
  it('preloads chunks, links stylesheets once and loads the chunk when they are there', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/widget/assets/first.css">';
    const preload = helper();
    let loaded = 0;
    const load = async () => ++loaded;
    const deps = ['assets/page.js', 'assets/page.css', 'assets/first.css'];
    const first = preload(load, deps);
    const again = preload(load, deps);
    expect(links()).toEqual([
      ['stylesheet', '/widget/assets/first.css'],
      ['modulepreload', '/widget/assets/page.js'],
      ['stylesheet', '/widget/assets/page.css'],
    ]);
    await Promise.resolve();
    expect(loaded).toBe(0);
    const sheet = document.head.querySelector<HTMLLinkElement>('link[href$="page.css"]')!;
    sheet.onload?.(new Event('load'));
    expect(await first).toBe(1);
    expect(await again).toBe(2);
    expect(await preload(load)).toBe(3);
  });

  it('fails the import when a stylesheet cannot be loaded', async () => {
    document.head.innerHTML = '';
    const preload = helper();
    const loading = preload(async () => 'never', ['assets/broken.css']);
    document.head.querySelector<HTMLLinkElement>('link')!.onerror?.(new Event('error'));
    await expect(loading).rejects.toThrow('Unable to preload CSS for');
  });
});

describe('the preload lists of lazy chunks', () => {
  const imports: Record<string, string[]> = {
    'assets/member.js': ['assets/first.js', 'assets/form.js'],
    'assets/form.js': ['assets/valibot.js'],
    'assets/account.js': ['assets/first.js', 'assets/member.js', 'assets/money.js'],
  };
  const importsOf = (file: string) => imports[file] ?? [];

  it('leaves out the chunk imported and what the importing chunk has loaded, itself and its static imports at any depth', () => {
    const deps = ['assets/account.js', 'assets/first.js', 'assets/member.js', 'assets/form.js', 'assets/valibot.js', 'assets/money.js', 'assets/account.css'];
    expect(depsNotLoaded('assets/account.js', deps, 'assets/member.js', importsOf)).toEqual(['assets/money.js', 'assets/account.css']);
  });

  it('keeps every dependency the importing chunk has not loaded', () => {
    expect(depsNotLoaded('assets/account.js', ['assets/member.js', 'assets/money.js'], 'assets/first.js', importsOf)).toEqual([
      'assets/member.js',
      'assets/money.js',
    ]);
  });
});

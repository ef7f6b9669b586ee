import type { Plugin } from 'vite';

type OutputChunkLike = { type: 'chunk'; isEntry: boolean; imports: string[]; viteMetadata?: { importedCss: Set<string> } };
type OutputAssetLike = { type: 'asset'; source: string | Uint8Array };

/**
 * A vite plugin that puts the entry's stylesheet (the first screen's CSS) into the built
 * index.html as a `<style>` element instead of linking it: the first render waits for no
 * stylesheet request. The stylesheet file is not written, and the chunks loaded on demand no
 * longer list it among their dependencies (the page has it already). The server allows the
 * element by its hash in the widget page's CSP (server/http/security-headers.ts).
 */
export function inlineEntryCss(): Plugin {
  let css = '';
  return {
    name: 'yado-inline-entry-css',
    apply: 'build',
    generateBundle: {
      // before vite writes the page's links and the lazy chunks' dependency lists
      order: 'pre',
      handler(_options, bundle) {
        css = '';
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as OutputChunkLike[];
        // the page's entry and the chunks it imports statically (the entry may be a mere facade of the first screen's chunk)
        const first = new Set(chunks.filter((chunk) => chunk.isEntry));
        for (const chunk of first) for (const name of chunk.imports) if (bundle[name]?.type === 'chunk') first.add(bundle[name] as OutputChunkLike);
        for (const chunk of first) {
          const files = chunk.viteMetadata?.importedCss ?? new Set<string>();
          for (const name of [...files]) {
            const asset = bundle[name] as OutputAssetLike | undefined;
            if (asset?.type !== 'asset') continue;
            css += typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            files.delete(name);
            delete bundle[name];
          }
        }
        // vite's marker of a chunk's CSS, which it strips from the files it writes
        css = css.replace(/\/\*\$vite\$:\d+\*\//g, '').trim();
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (css ? { html, tags: [{ tag: 'style', children: css, injectTo: 'head' }] } : html),
    },
  };
}

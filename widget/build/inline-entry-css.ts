import type { Plugin } from 'vite';

/** The `<style>` element's text in the built page: the entry's stylesheets, in their order. */
type OutputChunkLike = { type: 'chunk'; isEntry: boolean; viteMetadata?: { importedCss: Set<string> } };
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
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry) as OutputChunkLike | undefined;
        const files = entry?.viteMetadata?.importedCss;
        if (!files) return;
        for (const name of [...files]) {
          const asset = bundle[name] as OutputAssetLike | undefined;
          if (asset?.type !== 'asset') continue;
          css += typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          files.delete(name);
          delete bundle[name];
        }
        css = css.trim();
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (css ? { html, tags: [{ tag: 'style', children: css, injectTo: 'head' }] } : html),
    },
  };
}

// The receipt renderer's thread (render-off-thread.ts): TypeScript through tsx's loader, as the
// server's own thread runs it, then one receipt per message, each answered with its PDF or error.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { loadServerCatalogs } = await import('../i18n.ts');
const { renderReceipt } = await import('./receipt-pdf.ts');
// the same catalogs as the server's thread: compiled ones in production (NODE_ENV is shared)
await loadServerCatalogs();

parentPort.on('message', async ({ id, content }) => {
  try {
    const pdf = await renderReceipt(content);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

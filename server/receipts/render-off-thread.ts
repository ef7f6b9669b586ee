import { Worker } from 'node:worker_threads';
import type { ReceiptContent } from './receipt-pdf.ts';

/**
 * Renders receipts on a thread of their own. pdfkit lays a receipt out synchronously and reads
 * the locale's Noto fonts for each one (a CJK collection is tens of megabytes): 0.4 to 2 s of
 * work during which the server's thread would answer no request. One worker, started at the
 * first receipt and kept while receipts come (it does not keep the process alive), takes them
 * one at a time; a worker that dies fails the receipts it held, and the next receipt starts another.
 */

type Job = { resolve: (bytes: Uint8Array<ArrayBuffer>) => void; reject: (error: Error) => void };
type Answer = { id: number; bytes: Uint8Array<ArrayBuffer> } | { id: number; error: string };

let worker: Worker | undefined;
const jobs = new Map<number, Job>();
let nextId = 1;

function start(): Worker {
  // no flags of the parent's (a test runner's among them): the worker registers tsx itself
  const started = new Worker(new URL('./receipt-worker.mjs', import.meta.url), { execArgv: [] });
  started.unref();
  started.on('message', (answer: Answer) => {
    const job = jobs.get(answer.id);
    jobs.delete(answer.id);
    if (jobs.size === 0) started.unref();
    if (!job) return;
    if ('bytes' in answer) job.resolve(answer.bytes);
    else job.reject(new Error(`receipt rendering failed: ${answer.error}`));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the receipt renderer stopped (exit code ${code})`)));
  return started;
}

/** The receipt as PDF bytes, rendered off the server's thread. */
export function renderReceiptOffThread(content: ReceiptContent): Promise<Uint8Array<ArrayBuffer>> {
  worker ??= start();
  const id = nextId++;
  // while it holds a receipt, the worker keeps the process alive, so an answer is never cut off
  worker.ref();
  return new Promise((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    worker!.postMessage({ id, content });
  });
}

/** Stops the renderer's thread (the server's shutdown and tests); the next receipt starts another. */
export async function stopReceiptRenderer(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}

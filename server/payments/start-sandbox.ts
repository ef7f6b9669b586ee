import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PaymentsConfig } from '../config.ts';

/** The sandbox gateway's entry: run as its own process, never imported (it stands for another company's server). */
const GATEWAY_ENTRY = fileURLToPath(new URL('../../gateway/main.ts', import.meta.url));

/**
 * Starts the sandbox gateway beside the server (development and the demo): its own process on
 * 127.0.0.1, given this run's keys and our webhook URL. Returns the stop function.
 */
export function startSandboxGateway(payments: PaymentsConfig & { startSandbox: { port: number } }, webhookUrl: string): () => void {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', GATEWAY_ENTRY], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      GATEWAY_PORT: String(payments.startSandbox.port),
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PUBLIC_URL: payments.url,
      GATEWAY_SECRET_KEY: payments.secretKey,
      GATEWAY_WEBHOOK_SECRET: payments.webhookSecret,
      GATEWAY_WEBHOOK_URL: webhookUrl,
    },
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`The sandbox gateway stopped (${signal ?? `exit ${code}`}): card payments will fail until the server restarts.`);
  });
  return () => {
    stopping = true;
    child.kill('SIGTERM');
  };
}

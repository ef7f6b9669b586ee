// Child processes of the bench: free ports, servers started and stopped, their resident memory.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { atEnd } from './cleanup.mjs';

export { freePort } from '../scripts/free-port.mjs';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status), or NaN where there is no /proc. */
export function residentBytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
    return line ? Number(line[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** A process and its descendants' pids (from /proc/<pid>/task/<tid>/children), the process first. */
export function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // gone, or no /proc
    }
  }
  return pids;
}

/** The node processes of a tree (a cluster's primary and workers; not tsx's esbuild helper). */
export function nodeProcesses(pid) {
  return processTree(pid).filter((each) => {
    try {
      return readFileSync(`/proc/${each}/comm`, 'utf8').trim() === 'node';
    } catch {
      return false;
    }
  });
}

/** Resident memory of a process and every process it started (a cluster's primary and workers), in bytes. */
export function treeResidentBytes(pid) {
  return processTree(pid).reduce((sum, each) => sum + residentBytes(each), 0);
}

/** Stops a child with SIGTERM, then SIGKILL if it lingers. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Runs a node script to its end; its output is shown only when it fails. */
export function runNode(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

/**
 * Starts a node server and waits until `readyUrl` answers 200. The child is the server itself
 * (no npm or shell in between), so its pid is the one whose memory is read. Stopped at the end.
 */
export async function startServer(name, args, env, readyUrl) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  atEnd(() => stop(child));
  const start = Date.now();
  while (Date.now() - start < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it answered:\n${output}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${readyUrl} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

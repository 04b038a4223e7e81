// Starting, waiting for and stopping the helper processes of the end-to-end run.
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import * as v from 'valibot';

import { REPO_ROOT, RUN_DIR, STATE_FILE } from './env';

const stateSchema = v.object({
  /** Whether WordPress answered before the setup ran (then the teardown leaves it running). */
  wordpressWasRunning: v.boolean(),
  /** The same for the Theme Unit Test WordPress. */
  themeUnitWordpressWasRunning: v.boolean(),
  /** The same for the local WordPress's mail sink (wordpress/mail-sink.sh). */
  mailSinkWasRunning: v.optional(v.boolean(), false),
  children: v.array(v.object({ name: v.string(), pid: v.number(), script: v.string() })),
});

export type RunState = v.InferOutput<typeof stateSchema>;

export function readState(): RunState | null {
  if (!existsSync(STATE_FILE)) return null;
  try {
    const parsed = v.safeParse(stateSchema, JSON.parse(readFileSync(STATE_FILE, 'utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeState(state: RunState): void {
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
}

/** True while the process exists and its command line still names our script (pids get recycled). */
export function isOurProcess(pid: number, script: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(script);
  } catch {
    return false;
  }
}

/** Stops one process we started, by its pid: SIGTERM, then SIGKILL after 5 s. */
export async function stopProcess(pid: number, script: string): Promise<void> {
  if (!isOurProcess(pid, script)) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; waited < 5000; waited += 100) {
    if (!isOurProcess(pid, script)) return;
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Starts a long-running Node script in the background, its output in .e2e/<name>.log. */
export function startNodeScript(name: string, script: string, args: string[]): { pid: number; script: string } {
  mkdirSync(RUN_DIR, { recursive: true });
  const logFd = openSync(resolve(RUN_DIR, `${name}.log`), 'w');
  const child = spawn(process.execPath, [script, ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', logFd, logFd],
    env: process.env,
  });
  closeSync(logFd);
  if (child.pid === undefined) throw new Error(`could not start ${script}`);
  // The runner must not wait for it; the teardown stops it by pid.
  child.unref();
  return { pid: child.pid, script };
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
  });
}

/** Polls a URL until it answers (any HTTP status), for at most timeoutMs. */
export async function waitForHttp(url: string, timeoutMs: number, logFile?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return;
    } catch (error) {
      lastError = String(error);
    }
    await sleep(150);
  }
  const log = logFile && existsSync(logFile) ? `\n--- ${logFile}:\n${readFileSync(logFile, 'utf8').slice(-2000)}` : '';
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})${log}`);
}

export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Runs a command to completion with its output in .e2e/<name>.log; throws with the log's tail when it fails. */
export function runLogged(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs: number },
): void {
  mkdirSync(RUN_DIR, { recursive: true });
  const logFile = resolve(RUN_DIR, `${name}.log`);
  const logFd = openSync(logFile, 'w');
  const spawnOptions: SpawnSyncOptions = {
    cwd: REPO_ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', logFd, logFd],
    timeout: options.timeoutMs,
    killSignal: 'SIGTERM',
  };
  const started = Date.now();
  const result = spawnSync(command, args, spawnOptions);
  closeSync(logFd);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    const tail = readFileSync(logFile, 'utf8').slice(-4000);
    const why = result.error ? String(result.error) : `exit ${String(result.status ?? result.signal)}`;
    throw new Error(`[e2e] ${name} failed after ${seconds} s (${why}); log ${logFile}:\n${tail}`);
  }
  console.log(`[e2e] ${name}: ${seconds} s`);
}

// Helpers shared by the benchmark scripts (bench.mjs, scale.mjs): child processes with time limits,
// a throwaway local WordPress, process-tree memory sampling and small statistics.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const RESULTS_DIR = resolve(REPO_ROOT, 'bench-results');

export function log(message) {
  console.log(`[bench] ${message}`);
}

/**
 * Reads `--name value` (or `--name=value`) and `--flag` options with Node's util.parseArgs; `spec` gives
 * each option's type ('number': a positive whole number, 'boolean', or 'list': comma-separated words) and default. Unknown options and
 * stray arguments are an error (strict mode), so typos never pass silently.
 */
export function parseOptions(argv, spec) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(
        Object.entries(spec).map(([name, { type }]) => [name, { type: type === 'boolean' ? 'boolean' : 'string' }]),
      ),
    }));
  } catch (error) {
    const names = Object.keys(spec).map((name) => `--${name}`);
    throw new Error(`${error.message}\noptions: ${names.join(' ')}`);
  }
  return Object.fromEntries(
    Object.entries(spec).map(([name, { type, default: fallback }]) => {
      const value = values[name];
      if (value === undefined) return [name, fallback];
      if (type === 'boolean') return [name, value];
      if (type === 'list') return [name, value.split(',').filter(Boolean)];
      if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`--${name} needs a positive whole number`);
      return [name, Number(value)];
    }),
  );
}

/**
 * Runs a command to completion within timeoutMs (its whole process group is killed after that).
 * Output goes to the console unless `quiet`; the last 4 kB are kept for error messages.
 */
export function run(command, args, { env = {}, timeoutMs, quiet = false, cwd = REPO_ROOT } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-4000);
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      killGroup(child.pid);
      fail(new Error(`${command} ${args.join(' ')} took longer than ${timeoutMs / 1000} s\n${tail}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done({ pid: child.pid, output: tail });
      else fail(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}\n${tail}`));
    });
  });
}

/** Stops a process group we started (detached child), ignoring one that is already gone. */
export function killGroup(pid) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Starts a long-running Node script in its own process group; stop it with killGroup(child.pid). */
export function startNode(script, args, { env = {} } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  child.unref();
  return child;
}

export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/**
 * A local WordPress instance of its own (state dir and port), driven by the wordpress/*.sh scripts.
 * `publicUrl`: the address of an HTTPS front before it (tls-front.mjs), where WordPress links;
 * `url` and `rest` stay its own plain HTTP address, for the scripts.
 */
export function localWordPress({ stateDir, port, compress = false, theme = '', publicUrl }) {
  const env = {
    WORDPRESS_STATE_DIR: resolve(REPO_ROOT, stateDir),
    WORDPRESS_PORT: String(port),
    WORDPRESS_COMPRESS: compress ? '1' : '0',
    WORDPRESS_THEME: theme,
    ...(publicUrl === undefined ? {} : { WORDPRESS_PUBLIC_URL: publicUrl }),
  };
  const script = (name) => join(REPO_ROOT, 'wordpress', name);
  return {
    url: `http://127.0.0.1:${port}`,
    publicUrl: publicUrl ?? `http://127.0.0.1:${port}`,
    rest: `http://127.0.0.1:${port}/wp-json/wp/v2`,
    env,
    // First run on a fresh machine installs the Debian packages: allow for apt.
    up: () => run('bash', [script('up.sh')], { env, timeoutMs: 15 * 60_000, quiet: true }),
    seed: (extraEnv = {}) =>
      run('bash', [script('seed.sh')], { env: { ...env, ...extraEnv }, timeoutMs: 5 * 60_000, quiet: true }),
    down: () => run('bash', [script('down.sh')], { env, timeoutMs: 60_000, quiet: true }),
  };
}

/** Chromium from Debian, installed through the repository's own script when missing. */
export async function ensureChromium() {
  await run('bash', [join(REPO_ROOT, 'e2e', 'install-chromium.sh')], { timeoutMs: 15 * 60_000 });
  return '/usr/bin/chromium';
}

/** Resident memory (bytes) of a process and all its descendants (or the descendants only), read from /proc. */
export function treeRss(rootPid, { withRoot = true } = {}) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) follows the command name in parentheses, which may itself contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb * 1024);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  let total = withRoot ? 0 : -(rss.get(rootPid) ?? 0);
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Total size in bytes and number of files under a directory. */
export function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else {
        bytes += statSync(path).size;
        files += 1;
      }
    }
  }
  return { bytes, files };
}

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function ensureResultsDir() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  return RESULTS_DIR;
}

/** Shifts the page's wall clock by `offsetMs`; timers and performance.now() keep the real pace. */
export function clockScript(offsetMs) {
  return `(() => {
  const RealDate = Date;
  const offset = ${JSON.stringify(offsetMs)};
  const now = () => RealDate.now() + offset;
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  globalThis.Date = ShiftedDate;
})();`;
}

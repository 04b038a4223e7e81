// Stops what e2e/global-setup.ts started: the static servers and the fault proxy, by their recorded pids.
// Each WordPress, and the mail sink, is stopped only if it was not already running before the setup.
import { rmSync } from 'node:fs';

import { ports, STATE_FILE } from './support/env';
import { readState, runLogged, stopProcess, writeState } from './support/processes';

export default async function globalTeardown(): Promise<void> {
  const state = readState();
  if (state === null) return;
  await Promise.all(state.children.map((child) => stopProcess(child.pid, child.script)));
  writeState({ ...state, children: [] });
  if (!state.mailSinkWasRunning) {
    runLogged('mail-sink-down', 'bash', ['wordpress/mail-sink.sh', 'down'], { timeoutMs: 60_000 });
  }
  if (!state.wordpressWasRunning) {
    runLogged('wordpress-down', 'bash', ['wordpress/down.sh'], {
      env: { ...process.env, WORDPRESS_PORT: String(ports.wordpress) },
      timeoutMs: 2 * 60_000,
    });
  }
  if (!state.themeUnitWordpressWasRunning) {
    runLogged('wordpress-themeunit-down', 'bash', ['wordpress/themeunit.sh', 'down'], { timeoutMs: 2 * 60_000 });
  }
  // Done: the next run decides afresh whether WordPress was already up.
  rmSync(STATE_FILE, { force: true });
}

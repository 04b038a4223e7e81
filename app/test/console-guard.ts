import { vi } from 'vitest';

let logged: unknown[][] = [];

/** Records console.error calls; a test that does not take them fails (see setup.ts). */
export function installConsoleGuard(): void {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
  // Handled WordPress failures are logged as warnings by design; keep the test output readable.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

/** For a test that expects errors to be logged: returns them and clears the record. */
export function takeConsoleErrors(): unknown[][] {
  const errors = logged;
  logged = [];
  return errors;
}

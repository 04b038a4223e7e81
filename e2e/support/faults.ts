// Switches the fault proxy (e2e/fault-proxy.mjs) from the tests, over plain HTTP from Node.
import * as v from 'valibot';

import { urls } from './env';

export type FaultMode = 'none' | '500' | 'html' | 'malformed' | 'delay' | 'drop';

const faultSchema = v.object({
  mode: v.string(),
  delayMs: v.number(),
  origin: v.nullable(v.string()),
  path: v.string(),
});

/**
 * Sets the proxy's fault. `path` limits it to REST paths starting with it. `origin` limits it to requests from that site origin; the fault tests pass the fault
 * site's origin so the other tests, running at the same time on the main live origin, never see it.
 */
export async function setFault(
  mode: FaultMode,
  options: { delayMs?: number; origin?: string; path?: string } = {},
): Promise<void> {
  const response = await fetch(`${urls.proxy}/__fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode, ...options }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`fault proxy refused ${mode}: HTTP ${response.status} ${await response.text()}`);
}

export async function currentFault(): Promise<v.InferOutput<typeof faultSchema>> {
  const response = await fetch(`${urls.proxy}/__fault`, { signal: AbortSignal.timeout(5000) });
  const body: unknown = await response.json();
  return v.parse(faultSchema, body);
}

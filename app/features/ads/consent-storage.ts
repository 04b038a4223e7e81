import * as v from 'valibot';

import { STORAGE_KEYS } from '@/config/site';

/** The visitor's answer about advertising cookies and personalised ads. */
export type AdsConsent = 'granted' | 'denied';

/** How long a choice is kept before the visitor is asked again. */
export const CONSENT_LIFETIME_MONTHS = 12;

const storedConsentSchema = v.object({
  version: v.literal(1),
  ads: v.picklist(['granted', 'denied']),
  /** When the visitor chose, in milliseconds since the epoch. */
  decidedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type StoredConsent = v.InferOutput<typeof storedConsentSchema>;

function expiresAt(decidedAt: number): number {
  const date = new Date(decidedAt);
  date.setMonth(date.getMonth() + CONSENT_LIFETIME_MONTHS);
  return date.getTime();
}

/**
 * The choice kept in this browser, or null when there is none to honour: missing, unreadable,
 * of another shape (storage is outside data, anything may be there), dated in the future, or
 * older than 12 months.
 */
export function readStoredConsent(now: number = Date.now()): StoredConsent | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.consent);
  } catch {
    // Storage disabled (private mode, blocked cookies): the visitor is asked on every visit.
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(storedConsentSchema, json);
  if (!parsed.success) return null;
  const { decidedAt } = parsed.output;
  if (decidedAt > now || now >= expiresAt(decidedAt)) return null;
  return parsed.output;
}

/** Keeps the choice for the next visits (when the browser refuses, it lasts this visit only). */
export function storeConsent(ads: AdsConsent, now: number = Date.now()): void {
  const value: StoredConsent = { version: 1, ads, decidedAt: now };
  try {
    window.localStorage.setItem(STORAGE_KEYS.consent, JSON.stringify(value));
  } catch {
    // Storage disabled: the consent store still holds the choice in memory.
  }
}

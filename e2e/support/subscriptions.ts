// The local WordPress's subscriptions as the browser tests see them from outside the page: the mail
// sink's messages (wordpress/mail-sink.sh), the mail queue's batches run as its WP-Cron event runs them, the
// owner's REST edits, and wordpress/lib/subscriptions-fixture.php for what an owner sets in wp-admin.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import * as v from 'valibot';

import { REPO_ROOT, urls } from './env';

const messageSchema = v.object({
  to: v.array(v.string()),
  subject: v.string(),
  headers: v.record(v.string(), v.string()),
  text: v.string(),
});

export type MailMessage = v.InferOutput<typeof messageSchema>;

/** The messages the SMTP server received for an address, oldest first. */
export async function mailbox(address: string): Promise<MailMessage[]> {
  const response = await fetch(`${urls.mail}/messages?to=${encodeURIComponent(address)}`);
  return v.parse(v.array(messageSchema), await response.json());
}

/**
 * One batch of the plugin's mail queue, as its WP-Cron event runs it (the local WordPress sets
 * DISABLE_WP_CRON; the whole of WP-Cron would also run the daily link check and price refresh over the
 * seeded site, which other specs read).
 */
export function sendQueuedMail(): void {
  fixture('send-mail');
}

/** Sends the queue's batches until the address has received `count` messages (or 20 s have passed); its messages. */
export async function receive(address: string, count: number): Promise<MailMessage[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    sendQueuedMail();
    const messages = await mailbox(address);
    if (messages.length >= count || Date.now() > deadline) return messages;
    await sleep(250);
  }
}

/** The one link of a message that starts with `prefix`. */
export function linkIn(message: MailMessage, prefix: string): string {
  const link = message.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (link === undefined) throw new Error(`no link to ${prefix} in:\n${message.text}`);
  return link;
}

function fixture(...args: string[]): string {
  const result = spawnSync('php', [resolve(REPO_ROOT, 'wordpress/lib/subscriptions-fixture.php'), ...args], {
    env: {
      ...process.env,
      WP_SITE_DIR: resolve(process.env.WORDPRESS_STATE_DIR ?? resolve(REPO_ROOT, '.wordpress'), 'site'),
      WP_SITE_URL: urls.wordpress,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`subscriptions-fixture.php ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** Configurações › Curadoria Afiliados › Endereço do site: the address the plugin's e-mails link to. */
export function setSubscriptionsSite(url: string): void {
  fixture('site-url', url);
}

/** The product's alerts of today count as yesterday's (the one-a-day rule then lets the next one through). */
export function passADay(postId: number): void {
  fixture('next-day', String(postId));
}

/** Erase an address and everything about it (the LGPD action of the owner's page). */
export function eraseAddress(address: string): void {
  fixture('erase', address);
}

let ownerCredentials: string | undefined;

/** A REST request as the owner (an application password, as a publishing tool uses). */
export async function asOwner(path: string, init: { method: string; body?: unknown }): Promise<unknown> {
  ownerCredentials ??= Buffer.from(fixture('app-password')).toString('base64');
  const response = await fetch(`${urls.wordpress}/wp-json${path}`, {
    method: init.method,
    headers: { Authorization: `Basic ${ownerCredentials}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

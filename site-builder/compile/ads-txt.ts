// Site pipeline step (site-builder/compile/site-pipeline.ts): /ads.txt, which AdSense asks every site for.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Google's certification authority id, the same for every AdSense publisher. */
const GOOGLE_CERTIFICATION_ID = 'f08c47fec0942fa0';

/** ads.txt declaring Google as the seller of this publisher's ad space, or null without a publisher id. */
export function adsTxtFor(client: string | undefined): string | null {
  const publisher = /^ca-(pub-\d+)$/.exec(client?.trim() ?? '')?.[1];
  return publisher === undefined ? null : `google.com, ${publisher}, DIRECT, ${GOOGLE_CERTIFICATION_ID}\n`;
}

/**
 * Writes `ads.txt` into the built site when VITE_ADSENSE_CLIENT is set. An owner's own
 * `public/ads.txt`, copied as it is, always wins: it may list other sellers. Returns whether it wrote one.
 */
export function writeAdsTxt(outDir: string, publicDir: string, client: unknown): boolean {
  if (publicDir !== '' && existsSync(join(publicDir, 'ads.txt'))) return false;
  const content = adsTxtFor(typeof client === 'string' ? client : undefined);
  if (content === null) return false;
  writeFileSync(join(outDir, 'ads.txt'), content);
  return true;
}

// Build-time only (imported by vite.config.ts): relative and node: imports only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { Plugin } from 'vite';

/** Google's certification authority id, the same for every AdSense publisher. */
const GOOGLE_CERTIFICATION_ID = 'f08c47fec0942fa0';

/** ads.txt declaring Google as the seller of this publisher's ad space, or null without a publisher id. */
export function adsTxtFor(client: string | undefined): string | null {
  const publisher = /^ca-(pub-\d+)$/.exec(client?.trim() ?? '')?.[1];
  return publisher === undefined ? null : `google.com, ${publisher}, DIRECT, ${GOOGLE_CERTIFICATION_ID}\n`;
}

/**
 * Writes `/ads.txt` into the site when VITE_ADSENSE_CLIENT is set (AdSense asks every site for
 * one). An owner's own `public/ads.txt`, copied as it is, always wins: it may list other sellers.
 */
export function adsTxt(): Plugin {
  let content: string | null = null;
  return {
    name: 'curadoria:ads-txt',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      const ownerFile = config.publicDir !== '' && existsSync(join(config.publicDir, 'ads.txt'));
      const client: unknown = config.env.VITE_ADSENSE_CLIENT;
      content = ownerFile ? null : adsTxtFor(typeof client === 'string' ? client : undefined);
    },
    generateBundle() {
      if (content !== null) this.emitFile({ type: 'asset', fileName: 'ads.txt', source: content });
    },
  };
}

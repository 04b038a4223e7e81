// The build's settings for Cloudflare Pages, read from the environment (cloudflare-pages-output.ts uses
// them; the build's fingerprint records them as read here, so that an unset variable, '' and '0' are
// one setting). Relative imports only: the site pipeline loads this file in Vite's config loader.

export interface CloudflarePagesOutput {
  /** The output is for Cloudflare Pages (CLOUDFLARE_PAGES). */
  cloudflarePages: boolean;
  /** The product pages go into packs, served by `_worker.js` (PACK_PRODUCT_PAGES, which implies the above). */
  packedPages: boolean;
}

function flag(env: Record<string, unknown>, name: string): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1 or 0 (got ${JSON.stringify(value)})`);
}

/** CLOUDFLARE_PAGES and PACK_PRODUCT_PAGES, each '1' or 'true' (else unset, '' , '0' or 'false'). */
export function cloudflarePagesOutput(env: Record<string, unknown>): CloudflarePagesOutput {
  const packedPages = flag(env, 'PACK_PRODUCT_PAGES');
  return { cloudflarePages: packedPages || flag(env, 'CLOUDFLARE_PAGES'), packedPages };
}

/** The settings as the fingerprint's variables: the ones on, each '1'. */
export function cloudflareVariables(env: Record<string, unknown>): Record<string, string> {
  const { cloudflarePages, packedPages } = cloudflarePagesOutput(env);
  return {
    ...(cloudflarePages ? { CLOUDFLARE_PAGES: '1' } : {}),
    ...(packedPages ? { PACK_PRODUCT_PAGES: '1' } : {}),
  };
}

import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { addPagePolicy, inlineScriptHashes } from './page-policy';
import { HOLD_IMAGES_SCRIPT, LOADER_SCRIPT } from './prerendered-html';
import { sitePolicy } from '../security-headers';
import { rewritePage } from './page-rewrite';

const env = { wordpressBaseUrl: 'https://blog.example/wp-json/wp/v2', adsense: null, wordpressDialog: false };
const adsEnv = {
  ...env,
  adsense: { client: 'ca-pub-1', slot: '2', consentBanner: true, adsWithoutConsent: 'non-personalized' as const },
};

/** A page as React Router prerenders it: hydration data, JSON-LD, the module script, one external script. */
const prerendered = [
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/framework-1.js"/>',
  '<script type="application/ld+json">{"@type":"Product","name":"Fone"}</script>',
  '</head><body><main class="p-4">Produtos</main>',
  '<script>window.__reactRouterContext = {"a":1};</script>',
  '<script src="/assets/other.js"></script>',
  '<script type="module" async="">import "/assets/manifest-1.js";import "/assets/home-1.js";</script></body></html>',
].join('');

const finalPage = (site = sitePolicy(env)) =>
  rewritePage(prerendered, '/index.html', () => '.p-4{padding:1rem}', site, '/assets/early-search-1.js');

function metaPolicy(html: string): Map<string, string[]> {
  const content = new DOMParser()
    .parseFromString(html, 'text/html')
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute('content');
  if (content == null) throw new Error('no meta policy');
  return new Map(
    content.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

/** What the browser runs and hashes: the text of every <script> without src but the JSON-LD, read by a real HTML parser. */
function browserHashes(html: string): string[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return [...parsed.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map(
    (script) => `'sha256-${createHash('sha256').update(script.textContent, 'utf8').digest('base64')}'`,
  );
}

describe('the meta policy of a page', () => {
  it('stands on its own: no plugins, no foreign <base>, no form submission', () => {
    const policy = metaPolicy(finalPage());
    expect([...policy.keys()]).toEqual(['script-src', 'object-src', 'base-uri', 'form-action']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
  });

  it('lists the sha256 of every inline script of the final page, and nothing else inline', () => {
    const html = finalPage();
    const scriptSrc = metaPolicy(html).get('script-src') ?? [];
    const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
    // Hydration data, the deferred module script, and the image hold and loader the rewrite added.
    expect(browserHashes(html)).toHaveLength(4);
    expect(hashes.sort()).toEqual(browserHashes(html).sort());
    expect(hashes).toContain(`'sha256-${createHash('sha256').update(LOADER_SCRIPT).digest('base64')}'`);
    expect(hashes).toContain(`'sha256-${createHash('sha256').update(HOLD_IMAGES_SCRIPT).digest('base64')}'`);
    // The JSON-LD is data, never run: no hash allows it.
    const jsonLd = '{"@type":"Product","name":"Fone"}';
    expect(hashes).not.toContain(`'sha256-${createHash('sha256').update(jsonLd).digest('base64')}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc[0]).toBe("'self'");
  });

  it('hashes the page as it is after the other rewrites, not as React Router wrote it', () => {
    const before = new Set(inlineScriptHashes(prerendered));
    const added = inlineScriptHashes(finalPage()).filter((hash) => !before.has(hash));
    expect(added).toHaveLength(2); // the image hold and the loader
  });

  it('keeps the script hosts of the site policy (AdSense when configured)', () => {
    const scriptSrc = metaPolicy(finalPage(sitePolicy(adsEnv))).get('script-src') ?? [];
    expect(scriptSrc).toContain('https://pagead2.googlesyndication.com');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('comes right after <meta charset>, before every script', () => {
    const html = finalPage();
    expect(html).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src ');
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
  });

  it('fails the build on a page without <meta charset> or with a policy already', () => {
    const site = sitePolicy(env);
    expect(() => addPagePolicy('<html><head></head><body></body></html>', '/x.html', site)).toThrow(/x.html/);
    expect(() => addPagePolicy(finalPage(), '/y.html', site)).toThrow(/y.html: already has/);
  });
});

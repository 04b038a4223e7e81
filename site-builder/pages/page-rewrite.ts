// The site builder's last step for each page it renders (site-build.ts), each step reading the
// previous one's output:
//   a. the stylesheet inline, cut to what the page uses (prerendered-html.ts, page-stylesheet.ts);
//   b. the module scripts deferred behind the static loader, and on a page with early search results
//      the hint that asks for the early search script on a shared search link (prerendered-html.ts);
//   c. the meta Content-Security-Policy, computed from that final HTML: the hashes of its inline
//      scripts, and the rules that stand without `_headers` (page-policy.ts).
// The pages' policy and _headers (compile/site-pipeline.ts) come from one policy (security-headers.ts)
// and one environment, read by the app's own readEnv.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Env } from '../../app/config/env.ts';
import { addPagePolicy } from './page-policy.ts';
import { PageStylesheets, stylesheetTargets } from './page-stylesheet.ts';
import { deferModuleScripts, inlineStylesheet } from './prerendered-html.ts';
import { sitePolicy, type Policy } from '../security-headers.ts';

/** The steps for one page: stylesheet inline, scripts deferred, then the policy of the final HTML. */
export function rewritePage(
  html: string,
  page: string,
  stylesheetFor: (href: string) => string,
  site: Policy,
  earlySearch: string,
): string {
  const painted = deferModuleScripts(inlineStylesheet(html, page, stylesheetFor), page, earlySearch);
  return addPagePolicy(painted, page, site);
}

/** Rewrites the pages of one client build, keeping the stylesheet cut for each set of classes seen. */
export class PageRewriter {
  readonly #stylesheets: PageStylesheets;
  readonly #site: Policy;
  readonly #earlySearch: string;

  /** `cssTarget`: Vite's build.cssTarget, for the pruned stylesheets; `earlySearch`: the early search script's address. */
  constructor(clientDir: string, cssTarget: string | string[] | false, env: Env, earlySearch: string) {
    this.#earlySearch = earlySearch;
    this.#stylesheets = new PageStylesheets(
      (href) => readFileSync(join(clientDir, href), 'utf8'),
      stylesheetTargets(cssTarget),
    );
    this.#site = sitePolicy(env);
  }

  /** `page` names the page in error messages (`/product/1/index.html`). */
  rewrite(html: string, page: string): string {
    return rewritePage(html, page, (href) => this.#stylesheets.for(href, html), this.#site, this.#earlySearch);
  }
}

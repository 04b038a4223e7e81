import { describe, expect, it } from 'vitest';

import { deployAdvice, fittingHosts, passedLimits, type DeployFiles } from './deploy-files';

function output(files: number, megabytes: number): DeployFiles {
  const bytes = megabytes * 1024 * 1024;
  return { files, bytes, pictureFiles: 0, pictureBytes: 0, largest: { path: 'index.html', bytes: 100_000 } };
}

describe("the build's output against the static hosts' limits", () => {
  it("names every host a small site fits, Cloudflare Pages' Free plan among them", () => {
    expect(fittingHosts(output(12_345, 300))).toEqual([
      "Cloudflare Pages' Free plan",
      "Cloudflare Pages' paid plans",
      "Vercel's deployment API",
      'GitHub Pages',
      'GitLab Pages',
    ]);
    expect(passedLimits(output(12_345, 300))).toEqual([]);
  });

  it('says which limits a large catalog passes, the size of the whole site among them', () => {
    const large = output(67_000, 2.5 * 1024);
    expect(fittingHosts(large)).toEqual(["Cloudflare Pages' paid plans"]);
    expect(passedLimits(large)).toEqual([
      "Cloudflare Pages' Free plan: 20,000 files",
      "Vercel's deployment API: 15,000 files",
      'GitHub Pages: 1 GB a site',
      'GitLab Pages: 1 GB a site',
    ]);
  });

  it("over Cloudflare Pages' Free plan, says to pack the product pages there and to put the pictures in a bucket", () => {
    const large = output(67_000, 2.5 * 1024);
    expect(deployAdvice(large, false)).toEqual([
      expect.stringContaining('on Cloudflare Pages, PACK_PRODUCT_PAGES=1 puts the product pages in packs'),
      expect.stringContaining('S3-compatible bucket'),
    ]);
    expect(deployAdvice(output(12_345, 300), false)).toEqual([]);
  });

  it('says a packed build is for Cloudflare Pages, and no longer advises packing it', () => {
    expect(deployAdvice(output(12_345, 300), true)).toEqual([expect.stringContaining('for Cloudflare Pages')]);
    expect(deployAdvice(output(25_000, 300), true)).toEqual([
      expect.stringContaining('for Cloudflare Pages'),
      expect.stringContaining('S3-compatible bucket'),
    ]);
  });
});

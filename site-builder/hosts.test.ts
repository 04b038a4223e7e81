import { describe, expect, it } from 'vitest';

import { hostsReport } from './hosts';

describe("the build's output against the static hosts' limits", () => {
  it("names the plans a small site fits, Cloudflare Pages' free plan among them", () => {
    expect(hostsReport({ files: 12_345, bytes: 300 * 1024 ** 2 })).toBe(
      "12,345 files, 300.0 MB. Fits Cloudflare Pages' free plan (20,000 files); " +
        "Cloudflare Pages' paid plans (with PAGES_WRANGLER_MAJOR_VERSION=4) (100,000 files); GitHub Pages (1 GB); " +
        'GitLab Pages (200,000 files, 1 GB).',
    );
  });

  it('says which plans a large catalog is too large for', () => {
    const report = hostsReport({ files: 67_000, bytes: 2.5 * 1024 ** 3 });
    expect(report).toContain("Fits Cloudflare Pages' paid plans");
    expect(report).toContain(
      "Too large for Cloudflare Pages' free plan (20,000 files); GitHub Pages (1 GB); GitLab Pages",
    );
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { productionEntry } from './react-router-production';

describe('productionEntry', () => {
  it.each(['react-router', 'react-router/dom'])('points %s at a file of the production build', (source) => {
    const file = productionEntry(source);
    expect(file).toMatch(/react-router[\\/]dist[\\/]production[\\/]/);
    expect(readFileSync(file ?? '', 'utf8')).toContain('react-router v');
  });

  it('builds the router with its development warnings off', () => {
    const entry = productionEntry('react-router') ?? '';
    const chunks = [...readFileSync(entry, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map(([, chunk = '']) =>
      readFileSync(join(dirname(entry), chunk), 'utf8'),
    );
    expect(chunks.some((source) => source.includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
  });

  it('leaves every other import alone', () => {
    expect(productionEntry('react-router/internal')).toBeNull();
    expect(productionEntry('react')).toBeNull();
  });
});

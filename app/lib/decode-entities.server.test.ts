// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { decodeEntities } from './decode-entities';

describe('decodeEntities during the build (Node, no DOM)', () => {
  it('decodes with the entities library', () => {
    vi.stubEnv('SSR', true);
    expect(decodeEntities('Fone &#8211; &#8220;Pro&#8221; &amp; d&rsquo;água &lt;b&gt;')).toBe(
      'Fone – “Pro” & d’água <b>',
    );
  });
});

import { describe, expect, it } from 'vitest';

import { normalizeWordPressUrl } from './wordpress-url';

describe('normalizeWordPressUrl', () => {
  it.each([
    ['https://meublog.com.br', 'https://meublog.com.br/wp-json/wp/v2'],
    ['  https://meublog.com.br/  ', 'https://meublog.com.br/wp-json/wp/v2'],
    ['https://meublog.com.br/wp-json/wp/v2', 'https://meublog.com.br/wp-json/wp/v2'],
    ['https://meublog.com.br/wp-json/wp/v2/', 'https://meublog.com.br/wp-json/wp/v2'],
    ['http://127.0.0.1:8881/blog', 'http://127.0.0.1:8881/blog/wp-json/wp/v2'],
  ])('normalises %s', (input, expected) => {
    expect(normalizeWordPressUrl(input)).toBe(expected);
  });

  it.each(['', '   ', 'javascript:alert(1)', 'ftp://meublog.com.br', 'meublog', 'data:text/html,oi'])(
    'rejects %j',
    (input) => {
      expect(normalizeWordPressUrl(input)).toBeNull();
    },
  );
});

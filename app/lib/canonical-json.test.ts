import { describe, expect, it } from 'vitest';

import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('gives equal values the same text, whatever the order of their keys, at any depth', () => {
    const built = { b: 1, a: { d: [{ f: 2, e: 3 }], c: null } };
    const read = { a: { c: null, d: [{ e: 3, f: 2 }] }, b: 1 };
    expect(canonicalJson(built)).toBe(canonicalJson(read));
    expect(canonicalJson(built)).toBe('{"a":{"c":null,"d":[{"e":3,"f":2}]},"b":1}');
  });

  it('keeps the order of arrays and tells different values apart', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});

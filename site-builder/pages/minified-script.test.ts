import { describe, expect, it } from 'vitest';

import { minifiedScript } from './minified-script';

const SOURCE =
  '(function(){var started=false;function start(){if(started)return;started=true;window.calls=(window.calls||0)+1}' +
  "addEventListener('load',start);start();start()})()";

describe('minifiedScript', () => {
  it('is shorter and does what the source does', () => {
    const minified = minifiedScript(SOURCE);
    expect(minified.length).toBeLessThan(SOURCE.length);
    const page = { calls: 0 };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('window', 'addEventListener', minified).call(undefined, page, () => undefined);
    expect(page.calls).toBe(1);
  });

  it('gives the same text every time (its sha256 is in the pages policy)', () => {
    expect(minifiedScript(SOURCE)).toBe(minifiedScript(SOURCE));
  });

  it('refuses a script it cannot read', () => {
    expect(() => minifiedScript('(function(){')).toThrow(/not minified/);
  });
});

import { minifySync } from 'rolldown/utils';

/**
 * `source` (a classic script written readably in a string) as the page carries it: minified by
 * Oxc's minifier (through rolldown, Vite's bundler), the same text on every build for the same
 * source, so its sha256 in a Content-Security-Policy stays stable.
 */
export function minifiedScript(source: string): string {
  const { code, errors } = minifySync('inline-script.js', source, { compress: true, mangle: true });
  if (errors.length > 0)
    throw new Error(`inline script not minified: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}

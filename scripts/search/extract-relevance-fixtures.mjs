// Writes the relevance set's data (app/wordpress/search/fixtures/*.json) from the seeded products
// (wordpress/lib/seed.php) and the Theme Unit Test posts (wordpress/data/themeunittestdata.wordpress.xml):
// title, excerpt, category names and content text of each post, in the listing's order (newest first
// for the seed, the export's order for the Theme Unit Test). Run again when either source changes:
//   node scripts/search/extract-relevance-fixtures.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { decodeHTML } from 'entities';

const text = (html) =>
  decodeHTML(html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const phpString = (source, key) => {
  const match = new RegExp(`'${key}'\\s*=>\\s*'((?:[^'\\\\]|\\\\.)*)'`).exec(source);
  return match ? match[1].replace(/\\'/g, "'") : '';
};

const seed = readFileSync('wordpress/lib/seed.php', 'utf8');
const categoryNames = Object.fromEntries(
  [
    ...seed.slice(seed.indexOf('$category_defs'), seed.indexOf('$cat_ids')).matchAll(/'([\w-]+)'\s*=>\s*'([^']+)'/g),
  ].map((m) => [m[1], m[2]]),
);
const productsBlock = seed.slice(seed.indexOf('$products = array('), seed.indexOf('Content helpers'));
const entries = productsBlock.split(/\n\tarray\(\n/).slice(1);
const seeded = entries
  .map((block) => {
    const cats = /'cats'\s*=>\s*array\(([^)]*)\)/.exec(block)?.[1] ?? '';
    const features = /'features'\s*=>\s*array\((.*)\),\n/.exec(block)?.[1] ?? '';
    const days = Number(/'days'\s*=>\s*(\d+)/.exec(block)?.[1] ?? 0);
    return {
      slug: phpString(block, 'slug'),
      days,
      title: text(phpString(block, 'title')),
      excerpt: text(phpString(block, 'excerpt')),
      category: [...cats.matchAll(/'([\w-]+)'/g)].map((m) => categoryNames[m[1]] ?? m[1]).join(', '),
      content: text(
        [
          phpString(block, 'intro'),
          ...[...features.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]),
          phpString(block, 'verdict'),
        ].join(' '),
      ),
    };
  })
  .filter((post) => post.title !== '')
  // The listing's order: newest first (fewest days ago), the seed's order within a day.
  .map((post, index) => ({ ...post, index }))
  .sort((a, b) => a.days - b.days || a.index - b.index)
  .map(({ slug, title, excerpt, category, content }) => ({ id: slug, title, excerpt, category, content }));
writeFileSync('app/wordpress/search/fixtures/seeded-posts.json', `${JSON.stringify(seeded, null, 1)}\n`);

const xml = readFileSync('wordpress/data/themeunittestdata.wordpress.xml', 'utf8');
const cdata = (item, tag) => {
  const match = new RegExp(`<${tag}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([\\s\\S]*?))</${tag}>`).exec(item);
  return match ? (match[1] ?? match[2] ?? '') : '';
};
const themeUnit = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)]
  .map((m) => m[1])
  .filter((item) => cdata(item, 'wp:post_type') === 'post' && cdata(item, 'wp:status') === 'publish')
  .map((item) => ({
    id: `tu-${cdata(item, 'wp:post_id')}`,
    title: text(cdata(item, 'title')),
    excerpt: text(cdata(item, 'excerpt:encoded')),
    category: [...item.matchAll(/<category domain="category"[^>]*><!\[CDATA\[([^\]]*)\]\]><\/category>/g)]
      .map((c) => decodeHTML(c[1]))
      .join(', '),
    content: text(cdata(item, 'content:encoded')).slice(0, 2000),
  }));
writeFileSync('app/wordpress/search/fixtures/themeunit-posts.json', `${JSON.stringify(themeUnit, null, 1)}\n`);
console.log(`seeded: ${seeded.length}, theme unit: ${themeUnit.length}`);

import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { parsePostContent } from '@/wordpress/content/parse-post-content';
import { PostContent } from '@/components/post-content/post-content';

/**
 * WordPress's Theme Unit Test data (see wordpress/data/README.md). A WXR export holds the raw post
 * content, before WordPress's own filters (paragraphs, shortcodes, embeds) run, so the counts here
 * are of the markup the authors wrote; the browser tests check the content WordPress serves.
 */
const WXR_FILE = join(process.cwd(), 'wordpress/data/themeunittestdata.wordpress.xml');

interface WxrPost {
  id: string;
  title: string;
  content: string;
}

/** Every `post` item of a WordPress export (any status), with its raw content. */
function readWxrPosts(xml: string): WxrPost[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return [...doc.getElementsByTagName('item')].flatMap((item) => {
    const field = (name: string) => item.getElementsByTagName(name)[0]?.textContent ?? '';
    return field('wp:post_type') === 'post'
      ? [{ id: field('wp:post_id'), title: field('title'), content: field('content:encoded') }]
      : [];
  });
}

const STRUCTURES = {
  headings: { source: /<h[1-6][\s>]/gi, rendered: 'h2, h3, h4, h5, h6' },
  'list items': { source: /<li[\s>]/gi, rendered: 'li' },
  'table rows': { source: /<tr[\s>]/gi, rendered: 'tr' },
  quotes: { source: /<blockquote[\s>]/gi, rendered: 'blockquote' },
};

function renderPost(post: WxrPost) {
  const nodes = parsePostContent(post.content, { postUrl: `https://wpthemetestdata.wordpress.com/?p=${post.id}` });
  return render(
    <MemoryRouter>
      <PostContent nodes={nodes} />
    </MemoryRouter>,
  ).container;
}

describe("WordPress's Theme Unit Test posts", () => {
  const posts = readWxrPosts(readFileSync(WXR_FILE, 'utf8'));

  it('are all read from the export', () => {
    expect(posts.length).toBeGreaterThanOrEqual(55);
  });

  it('keep at least 90 % of their headings, list items, table rows and quotes, and nothing executable', () => {
    const found = Object.fromEntries(Object.keys(STRUCTURES).map((name) => [name, { source: 0, rendered: 0 }]));
    for (const post of posts) {
      const page = renderPost(post);
      for (const [name, { source, rendered }] of Object.entries(STRUCTURES)) {
        const tally = found[name];
        if (tally === undefined) continue;
        tally.source += post.content.match(source)?.length ?? 0;
        tally.rendered += page.querySelectorAll(rendered).length;
      }
      expect(
        page.querySelector(
          'script, style, iframe, object, embed, form, input, math, [style], svg:not([aria-hidden="true"])',
        ),
      ).toBeNull();
      for (const element of page.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          expect(name.startsWith('on'), `${name} on post ${post.id}`).toBe(false);
          if (name === 'href' || name === 'src')
            expect(value, `post ${post.id}`).toMatch(/^(https?:|mailto:|#|\/product\/)/);
        }
      }
    }
    for (const [name, { source, rendered }] of Object.entries(found)) {
      expect(source, name).toBeGreaterThan(0);
      expect(rendered / source, `${name}: ${rendered} of ${source}`).toBeGreaterThanOrEqual(0.9);
    }
    // Rendering 58 posts takes a few seconds on a busy machine.
  }, 30_000);

  it("render the formatting post's h1 as an h2, its table in a scroll region and its nested lists", () => {
    const post = posts.find((entry) => entry.title === 'Markup: HTML Tags and Formatting');
    expect(post).toBeDefined();
    const page = renderPost(post ?? { id: '', title: '', content: '' });
    expect(page.querySelector('h1')).toBeNull();
    expect([...page.querySelectorAll('h2')].map((heading) => heading.textContent)).toContain('Header one');
    expect(page.querySelector('[role="region"][tabindex="0"] > table tbody tr')).not.toBeNull();
    expect(page.querySelectorAll('ul ul ul li')).toHaveLength(4);
    expect(page.querySelector('ol[start="8"] ol ol[reversed]')).not.toBeNull();
  });
});

import { contentText, isBlank, isFlow } from './content-text';
import {
  FLOW_TAGS,
  INLINE_TAGS,
  TEXT_BLOCK_TAGS,
  type ContentElement,
  type ContentLink,
  type ContentLinkCard,
  type ContentNode,
  type ElementTag,
} from './content-types';
import { contentId, hostOf, resolveLink, resolveMediaUrl, resolveSrcSet, type LinkContext } from './content-urls';
import { settle } from './content-structure';
import { PAGE_BREAK, readHtml, type RawElement, type RawNode } from './read-html';
import { videoOf } from './video-urls';

/** Dropped with everything inside: none of it is text a reader should see. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'input',
  'object',
  'embed',
  'applet',
  'param',
  'frame',
  'frameset',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'canvas',
  'map',
  'area',
  'source',
  'track',
]);

const ALLOWED = new Set<string>([...FLOW_TAGS, ...INLINE_TAGS]);

/** Old or duplicate names, mapped to the element the site draws; the page has one `h1`, the title. */
const RENAMED = new Map<string, ElementTag>([
  ['h1', 'h2'],
  ['strike', 's'],
  ['acronym', 'abbr'],
  ['tt', 'code'],
]);

/** Elements that may hold only inline content; a block inside one splits it (see splitAroundFlow). */
const INLINE_ONLY = new Set<string>([...TEXT_BLOCK_TAGS, 'pre', 'caption', ...INLINE_TAGS]);

/** Dropped when they would be empty: an empty heading or paragraph only adds a gap. */
const DROPPED_WHEN_BLANK = new Set<string>([
  ...TEXT_BLOCK_TAGS,
  'blockquote',
  'figure',
  'figcaption',
  'ul',
  'ol',
  'dl',
  'table',
]);

/** WordPress markup that says what an element is through its class. */
const CLASS_MEANINGS: readonly [string, ElementTag | 'unwrap'][] = [
  ['wp-caption-text', 'figcaption'],
  ['wp-caption-dd', 'figcaption'],
  ['wp-caption-dt', 'unwrap'],
  ['wp-caption', 'figure'],
];
const GALLERY_CLASSES = ['wp-block-gallery', 'blocks-gallery-grid', 'gallery', 'tiled-gallery'];
const EMBED_QUOTE_CLASSES = [
  'twitter-tweet',
  'instagram-media',
  'tiktok-embed',
  'fb-xfbml-parse-ignore',
  'wp-embedded-content',
];
const BUTTON_LINK_CLASSES = ['wp-block-button__link', 'wp-element-button'];

interface Scope {
  links: LinkContext;
  inLink: boolean;
}

/**
 * Turns a post's `content.rendered` into the site's content tree, keeping only the allow-list:
 * text, paragraphs, headings (an `h1` becomes `h2`), lists, quotes, tables, code, inline
 * formatting, figures, http(s) images, galleries, audio/video, and links to http(s), mailto: and
 * in-page targets. Scripts, styles, forms, iframes, attributes such as `on*`, `style` and `class`,
 * comments and unknown elements are dropped (the text of unknown elements is kept). Embeds become a
 * click-to-play video box (YouTube, Vimeo) or a link card to the original.
 */
export function parsePostContent(html: string, links: LinkContext = {}): ContentNode[] {
  return settle('root', convertAll(readHtml(html), { links, inLink: false }));
}

function convertAll(nodes: readonly RawNode[], scope: Scope): ContentNode[] {
  return nodes.flatMap((node) => convert(node, scope));
}

function convert(node: RawNode, scope: Scope): ContentNode[] {
  if (node === PAGE_BREAK) return [{ type: 'break', tag: 'hr' }];
  if (typeof node === 'string') return [node];
  const { name } = node;
  if (DROPPED.has(name)) return [];
  if (hasClass(node, GALLERY_CLASSES) && ['figure', 'div', 'ul'].includes(name)) return gallery(node, scope);
  if (hasClass(node, ['wp-block-embed']) && (name === 'figure' || name === 'div')) return embedBlock(node, scope);
  if (name === 'blockquote' && hasClass(node, EMBED_QUOTE_CLASSES)) return quoteEmbed(node, scope);
  switch (name) {
    case 'br':
    case 'hr':
      return [{ type: 'break', tag: name }];
    case 'img':
      return image(node, scope);
    case 'a':
      return link(node, scope);
    case 'iframe':
      return iframe(node, scope);
    case 'audio':
    case 'video':
      return media(node, name, scope);
  }
  const meaning = CLASS_MEANINGS.find(([className]) => hasClass(node, [className]))?.[1];
  const tag = meaning ?? RENAMED.get(name) ?? (ALLOWED.has(name) ? name : 'unwrap');
  if (tag === 'unwrap' || !isElementTag(tag)) return convertAll(node.children, scope);
  return element(tag, node, scope);
}

function element(tag: ElementTag, raw: RawElement, scope: Scope): ContentNode[] {
  const converted = settle(tag, convertAll(raw.children, scope));
  const children = tag === 'pre' ? withoutLeadingNewlines(converted) : converted;
  if (tag === 'p') {
    const embed = loneUrlEmbed(children, scope);
    if (embed !== null) return [embed];
  }
  const { id, ...attrs } = attributes(tag, raw.attrs);
  const make = (part: ContentNode[], first: boolean): ContentElement | null =>
    DROPPED_WHEN_BLANK.has(tag) && isBlank(part)
      ? null
      : { type: 'element', tag, children: part, ...attrs, ...(first && id !== undefined ? { id } : {}) };
  if (INLINE_ONLY.has(tag)) return splitAroundFlow(children, make);
  const node = make(children, true);
  return node === null ? [] : [node];
}

/**
 * The browser's parser drops a newline right after `<pre>`; React renders one as it is. Leading
 * newlines are dropped here, so the prerendered page and React's first render hold the same text.
 */
function withoutLeadingNewlines([first, ...rest]: ContentNode[]): ContentNode[] {
  if (typeof first !== 'string') return first === undefined ? [] : [first, ...rest];
  const text = first.replace(/^(\r?\n)+/, '');
  return text === '' ? rest : [text, ...rest];
}

/**
 * A block inside an inline-only element splits it around the block, as the browser's parser would
 * close a paragraph there: `<p>a<ul>…</ul>b</p>` becomes `<p>a</p><ul>…</ul><p>b</p>`.
 */
function splitAroundFlow(
  children: readonly ContentNode[],
  make: (part: ContentNode[], first: boolean) => ContentNode | null,
): ContentNode[] {
  const result: ContentNode[] = [];
  let part: ContentNode[] = [];
  let made = 0;
  const flush = () => {
    const node = part.length > 0 ? make(part, made === 0) : null;
    if (node !== null) {
      result.push(node);
      made += 1;
    }
    part = [];
  };
  for (const child of children) {
    if (isFlow(child)) {
      flush();
      result.push(child);
    } else {
      part.push(child);
    }
  }
  flush();
  return result;
}

function attributes(tag: ElementTag, attrs: Readonly<Record<string, string>>): Partial<ContentElement> {
  const id = contentId(attrs.id);
  const result: Partial<ContentElement> = id === undefined ? {} : { id };
  if (tag === 'ol') {
    const start = integer(attrs.start, -1_000_000, 1_000_000);
    if (start !== undefined) result.start = start;
    if ('reversed' in attrs) result.reversed = true;
  }
  if (tag === 'td' || tag === 'th') {
    const colSpan = integer(attrs.colspan, 2, 1000);
    const rowSpan = integer(attrs.rowspan, 2, 1000);
    if (colSpan !== undefined) result.colSpan = colSpan;
    if (rowSpan !== undefined) result.rowSpan = rowSpan;
  }
  if (tag === 'th') {
    const scope = attrs.scope?.trim().toLowerCase();
    if (scope === 'row' || scope === 'col' || scope === 'rowgroup' || scope === 'colgroup') result.scope = scope;
  }
  if (tag === 'abbr' && attrs.title?.trim()) result.title = attrs.title.trim().slice(0, 300);
  return result;
}

function image(raw: RawElement, { links }: Scope): ContentNode[] {
  const src = resolveMediaUrl(raw.attrs.src, links);
  if (src === null) return [];
  const srcSet = resolveSrcSet(raw.attrs.srcset, links);
  const sizes = srcSet !== undefined ? raw.attrs.sizes?.trim().slice(0, 300) : undefined;
  const width = integer(raw.attrs.width, 1, 10_000);
  const height = integer(raw.attrs.height, 1, 10_000);
  return [
    {
      type: 'image',
      src,
      alt: raw.attrs.alt?.trim() ?? '',
      ...(srcSet === undefined ? {} : { srcSet }),
      ...(sizes ? { sizes } : {}),
      ...(width === undefined ? {} : { width }),
      ...(height === undefined ? {} : { height }),
    },
  ];
}

function link(raw: RawElement, scope: Scope): ContentNode[] {
  // A link inside a link: the browser would close the outer one; keep the text instead.
  if (scope.inLink) return convertAll(raw.children, scope);
  const children = settle('a', convertAll(raw.children, { ...scope, inLink: true }));
  const target = raw.attrs.href === undefined ? null : resolveLink(raw.attrs.href, scope.links);
  if (target === null) return children;
  const button = hasClass(raw, BUTTON_LINK_CLASSES);
  const make = (part: ContentNode[]): ContentLink | null => {
    if (isBlank(part) && !containsImage(part)) return null;
    const readable = contentText(part).trim() !== '' || containsImage(part, { withAlt: true });
    return {
      type: 'link',
      ...target,
      children: part,
      ...(button ? { button } : {}),
      ...(readable ? {} : { label: linkLabel(target.href) }),
    };
  };
  return splitAroundFlow(children, make).map((node) => {
    // A linked heading or paragraph keeps its link inside: `<a><h3>…</h3></a>` → `<h3><a>…</a></h3>`.
    if (typeof node === 'string' || node.type !== 'element' || !INLINE_ONLY.has(node.tag)) return node;
    const inner = make(node.children);
    return inner === null ? node : { ...node, children: [inner] };
  });
}

function containsImage(nodes: readonly ContentNode[], { withAlt = false } = {}): boolean {
  return nodes.some(
    (node) =>
      typeof node !== 'string' &&
      ((node.type === 'image' && (!withAlt || node.alt !== '')) ||
        (node.type === 'element' && containsImage(node.children, { withAlt }))),
  );
}

function linkLabel(href: string): string {
  if (/\.(jpe?g|png|gif|webp|avif|svg)([?#]|$)/i.test(href)) return 'Ver imagem ampliada';
  const host = hostOf(href);
  return host === '' ? 'Abrir link' : `Abrir link (${host})`;
}

function media(raw: RawElement, kind: 'audio' | 'video', scope: Scope): ContentNode[] {
  const { links } = scope;
  const candidates = [
    { src: raw.attrs.src, type: undefined },
    ...raw.children
      .filter((child): child is RawElement => typeof child === 'object' && child.name === 'source')
      .map((source) => ({ src: source.attrs.src, type: source.attrs.type })),
  ];
  const sources = candidates.flatMap(({ src, type }) => {
    const url = resolveMediaUrl(src, links);
    const mime = type?.trim().toLowerCase();
    return url === null ? [] : [{ src: url, ...(mime && /^[a-z]+\/[\w.+-]+$/.test(mime) ? { type: mime } : {}) }];
  });
  const unique = sources.filter((source, index) => sources.findIndex((other) => other.src === source.src) === index);
  // Without a playable source, whatever the element offered as fallback (often a link) stays.
  if (unique.length === 0) return convertAll(raw.children, scope);
  const poster = kind === 'video' ? resolveMediaUrl(raw.attrs.poster, links) : null;
  const width = integer(raw.attrs.width, 1, 10_000);
  const height = integer(raw.attrs.height, 1, 10_000);
  return [
    {
      type: 'media',
      kind,
      sources: unique,
      ...(poster === null ? {} : { poster }),
      ...(kind === 'video' && width !== undefined ? { width } : {}),
      ...(kind === 'video' && height !== undefined ? { height } : {}),
    },
  ];
}

function gallery(raw: RawElement, scope: Scope): ContentNode[] {
  const isCaption = (node: RawNode): node is RawElement => typeof node === 'object' && node.name === 'figcaption';
  const items = settle(
    'gallery',
    convertAll(
      raw.children.filter((node) => !isCaption(node)),
      scope,
    ),
  )
    .filter((node) => !(typeof node === 'string' && node.trim() === ''))
    // A gallery block may wrap an older gallery list: one grid, not a grid inside a grid.
    .flatMap((node) => (typeof node !== 'string' && node.type === 'gallery' ? node.items : [node]));
  const captions = raw.children.filter(isCaption).flatMap((caption) => element('figcaption', caption, scope));
  if (items.length === 0) return captions;
  const grid: ContentNode = { type: 'gallery', items };
  return captions.length === 0 ? [grid] : [{ type: 'element', tag: 'figure', children: [grid, ...captions] }];
}

/** A WordPress embed block: the video box or a link card, with the block's caption. */
function embedBlock(raw: RawElement, scope: Scope): ContentNode[] {
  const quote = findElement(raw, (node) => node.name === 'blockquote' && hasClass(node, EMBED_QUOTE_CLASSES));
  const frame = findElement(raw, (node) => node.name === 'iframe');
  const address =
    frame?.attrs.src ??
    findElement(raw, (node) => node.name === 'a' && node.attrs.href !== undefined)?.attrs.href ??
    rawText(raw).match(/https?:\/\/\S+/)?.[0];
  const card = quote === undefined ? null : quoteCard(quote, scope);
  const chosen = card ?? (address === undefined ? null : embedFor(address, frame?.attrs.title, scope));
  if (chosen === null) return convertAll(raw.children, scope);
  const caption = raw.children.find(
    (child): child is RawElement => typeof child === 'object' && child.name === 'figcaption',
  );
  const captionNodes = caption === undefined ? [] : element('figcaption', caption, scope);
  return captionNodes.length === 0
    ? [chosen]
    : [{ type: 'element', tag: 'figure', children: [chosen, ...captionNodes] }];
}

function iframe(raw: RawElement, scope: Scope): ContentNode[] {
  // WordPress pairs its post embed iframe with a blockquote linking the post: the card comes from that.
  if (hasClass(raw, ['wp-embedded-content']) || raw.attrs.src === undefined) return [];
  const embed = embedFor(raw.attrs.src, raw.attrs.title, scope);
  return embed === null ? [] : [embed];
}

/** Tweets, Instagram and Facebook posts, WordPress post embeds: a card linking the original post. */
function quoteEmbed(raw: RawElement, scope: Scope): ContentNode[] {
  const card = quoteCard(raw, scope);
  return card === null ? convertAll(raw.children, scope) : [card];
}

function quoteCard(raw: RawElement, scope: Scope): ContentLinkCard | null {
  const linksInside = findAll(raw, (node) => node.name === 'a' && node.attrs.href !== undefined);
  const address =
    raw.attrs['data-instgrm-permalink'] ?? raw.attrs.cite ?? linksInside[linksInside.length - 1]?.attrs.href;
  const firstParagraph = findElement(raw, (node) => node.name === 'p');
  const title = rawText(firstParagraph ?? raw)
    .replace(/\s+/g, ' ')
    .trim();
  return address === undefined ? null : linkCard(address, title, scope);
}

function embedFor(address: string, title: string | undefined, scope: Scope): ContentNode | null {
  if (scope.inLink) return null;
  const video = videoOf(resolveMediaUrl(address, scope.links) ?? '');
  if (video !== null) return { type: 'video-embed', ...video, ...(title?.trim() ? { title: title.trim() } : {}) };
  return linkCard(address, title?.trim() ?? '', scope);
}

function linkCard(address: string, title: string, scope: Scope): ContentLinkCard | null {
  if (scope.inLink) return null;
  const target = resolveLink(address, scope.links);
  const original = resolveMediaUrl(address, scope.links);
  if (target === null || original === null) return null;
  return { type: 'link-card', ...target, title: title.slice(0, 300) || original, host: hostOf(original) };
}

/**
 * A paragraph holding nothing but a video or tweet address is what WordPress turns into an embed
 * (and leaves as a bare link when it cannot reach the provider).
 */
function loneUrlEmbed(children: readonly ContentNode[], scope: Scope): ContentNode | null {
  const visible = children.filter((child) => !isBlank([child]));
  const [only] = visible;
  if (visible.length !== 1 || only === undefined) return null;
  const text = contentText([only]).trim();
  const isBareUrl =
    typeof only === 'string' || (only.type === 'link' && only.href === resolveMediaUrl(text, scope.links));
  if (!isBareUrl || !/^https?:\/\/\S+$/.test(text)) return null;
  if (videoOf(text) !== null) return embedFor(text, undefined, scope);
  return /^https?:\/\/(www\.)?(twitter|x)\.com\/\w+\/status\/\d+/.test(text) ? linkCard(text, '', scope) : null;
}

function hasClass(raw: RawElement, names: readonly string[]): boolean {
  const classes = raw.attrs.class?.split(/\s+/) ?? [];
  return names.some((name) => classes.includes(name));
}

function findAll(raw: RawElement, test: (node: RawElement) => boolean): RawElement[] {
  return raw.children.flatMap((child) =>
    typeof child === 'object' ? [...(test(child) ? [child] : []), ...findAll(child, test)] : [],
  );
}

function findElement(raw: RawElement, test: (node: RawElement) => boolean): RawElement | undefined {
  return findAll(raw, test)[0];
}

function rawText(raw: RawElement): string {
  return raw.children
    .map((child) =>
      typeof child === 'string' ? child : typeof child === 'object' && !DROPPED.has(child.name) ? rawText(child) : '',
    )
    .join('');
}

function integer(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^\s*-?\d+\s*$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function isElementTag(tag: string): tag is ElementTag {
  return ALLOWED.has(tag);
}

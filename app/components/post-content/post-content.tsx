import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { contentText } from '@/wordpress/content/content-text';
import type {
  ContentImage,
  ContentElement,
  ContentLink,
  ContentLinkCard,
  ContentMedia,
  ContentNode,
  ElementTag,
  LinkRelation,
} from '@/wordpress/content/content-types';
import { VideoEmbed } from '@/components/post-content/video-embed';
import { AvifSources } from '@/components/ui/avif-sources';
import { pictureSrcSet } from '@/wordpress/site-picture';

const TAG_CLASSES: Partial<Record<ElementTag, string>> = {
  p: 'my-4',
  h2: 'mt-8 mb-3 text-2xl font-bold text-slate-900',
  h3: 'mt-6 mb-2 text-xl font-bold text-slate-900',
  h4: 'mt-6 mb-2 text-lg font-semibold text-slate-900',
  h5: 'mt-4 mb-2 font-semibold text-slate-900',
  h6: 'mt-4 mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase',
  ul: 'my-4 list-disc space-y-1 pl-6 [&_ol]:my-1 [&_ul]:my-1',
  ol: 'my-4 list-decimal space-y-1 pl-6 [&_ol]:my-1 [&_ul]:my-1',
  dl: 'my-4',
  dt: 'font-semibold text-slate-900',
  dd: 'mb-2 pl-4',
  blockquote: 'my-6 border-l-4 border-brand-600 bg-white py-2 pr-2 pl-4 text-slate-700 italic',
  pre: 'my-4 rounded-lg bg-slate-900 p-4 font-mono text-sm whitespace-pre-wrap text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit',
  address: 'my-4 not-italic',
  figure: 'my-6',
  figcaption: 'mt-2 text-center text-sm text-slate-600',
  caption: 'p-2 text-left text-sm text-slate-600',
  th: 'border border-slate-300 bg-slate-100 px-3 py-2 text-left align-top font-semibold',
  td: 'border border-slate-300 px-3 py-2 align-top',
  code: 'rounded bg-slate-100 px-1 font-mono text-[0.9em] text-slate-900',
  kbd: 'rounded border border-slate-300 bg-white px-1 font-mono text-[0.9em]',
  mark: 'bg-yellow-200 text-inherit',
  abbr: 'underline decoration-dotted',
  small: 'text-sm',
};

const REL: Record<LinkRelation, string | undefined> = {
  internal: undefined,
  external: 'noopener noreferrer',
  sponsored: 'sponsored noopener noreferrer',
};

/** The article's width (max-w-3xl) on wide screens, else the page's less its padding. */
const ARTICLE_WIDTH = 768;

/**
 * How wide a content picture is drawn: its own width (the post's, or the copy's), no wider than the
 * article. A gallery's pictures are drawn narrower; their widest copy still fits.
 */
function contentImageSizes(width: number): string {
  const drawn = Math.min(width, ARTICLE_WIDTH);
  return `(min-width: ${drawn + 32}px) ${drawn}px, calc(100vw - 32px)`;
}

/** A content image: the build's copies when it took the picture in (AVIF first), else WordPress's candidates. */
function renderImage(node: ContentImage, key: number): ReactNode {
  const { picture } = node;
  const sizes = picture === undefined ? node.sizes : contentImageSizes(node.width ?? picture.width);
  const image = (
    <img
      key={key}
      src={node.src}
      srcSet={picture === undefined ? node.srcSet : pictureSrcSet(picture, 'webp')}
      sizes={sizes}
      width={node.width}
      height={node.height}
      alt={node.alt}
      loading="lazy"
      decoding="async"
      className="inline-block h-auto max-w-full rounded-lg"
    />
  );
  if (picture === undefined) return image;
  return (
    <AvifSources key={key} picture={picture} sizes={sizes}>
      {image}
    </AvifSources>
  );
}

const LINK_CLASSES = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600';

/**
 * Draws a post's content tree. It is a pure function of the tree, so the prerendered HTML and the
 * browser's first render are the same, and nothing here can create a script, an iframe (except the
 * video player a visitor asks for) or an attribute the tree does not hold.
 */
export function PostContent({ nodes, className }: { nodes: readonly ContentNode[]; className?: string }) {
  return (
    <div className={cn('text-base leading-relaxed text-slate-800 [&>:first-child]:mt-0', className)}>
      {renderAll(nodes)}
    </div>
  );
}

function renderAll(nodes: readonly ContentNode[]): ReactNode[] {
  return nodes.map(renderNode);
}

function renderNode(node: ContentNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  switch (node.type) {
    case 'element':
      return renderElement(node, key);
    case 'break':
      return node.tag === 'br' ? <br key={key} /> : <hr key={key} className="my-8 border-slate-200" />;
    case 'image':
      return renderImage(node, key);
    case 'link':
      return renderLink(node, key);
    case 'video-embed':
      return <VideoEmbed key={key} video={node} />;
    case 'link-card':
      return renderLinkCard(node, key);
    case 'media':
      return renderMedia(node, key);
    case 'gallery':
      return (
        <ul key={key} className="my-6 grid grid-cols-2 gap-2 sm:grid-cols-3 [&_figure]:my-0 [&_img]:w-full">
          {node.items.map((item, index) => (
            <li key={index}>{renderNode(item, index)}</li>
          ))}
        </ul>
      );
  }
}

function renderElement(node: ContentElement, key: number): ReactNode {
  if (node.tag === 'table') return <ScrollableTable key={key} node={node} />;
  const children = renderAll(node.children);
  const className = TAG_CLASSES[node.tag];
  switch (node.tag) {
    case 'ol':
      return (
        <ol key={key} id={node.id} start={node.start} reversed={node.reversed} className={className}>
          {children}
        </ol>
      );
    case 'td':
      return (
        <td key={key} id={node.id} colSpan={node.colSpan} rowSpan={node.rowSpan} className={className}>
          {children}
        </td>
      );
    case 'th':
      return (
        <th
          key={key}
          id={node.id}
          colSpan={node.colSpan}
          rowSpan={node.rowSpan}
          scope={node.scope}
          className={className}
        >
          {children}
        </th>
      );
    case 'abbr':
      return (
        <abbr key={key} id={node.id} title={node.title} className={className}>
          {children}
        </abbr>
      );
    default: {
      const Tag = node.tag;
      return (
        <Tag key={key} id={node.id} className={className}>
          {children}
        </Tag>
      );
    }
  }
}

/** A table scrolls sideways inside its own box, never the page; the box is reachable by keyboard. */
function ScrollableTable({ node }: { node: ContentElement }) {
  const caption = node.children.find(
    (child): child is ContentElement =>
      typeof child !== 'string' && child.type === 'element' && child.tag === 'caption',
  );
  const captionText = caption === undefined ? '' : contentText(caption.children).replace(/\s+/g, ' ').trim();
  return (
    <div
      role="region"
      aria-label={captionText ? `Tabela: ${captionText}` : 'Tabela'}
      // A region that scrolls must take keyboard focus, or keyboard users cannot scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="my-6 max-w-full overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table id={node.id} className="w-full border-collapse text-sm wrap-normal">
        {renderAll(node.children)}
      </table>
    </div>
  );
}

function renderLink(node: ContentLink, key: number): ReactNode {
  const className = node.button ? buttonClasses({ size: 'md' }, 'my-1 no-underline') : LINK_CLASSES;
  return (
    <ContentAnchor key={key} node={node} label={node.label} className={className}>
      {renderAll(node.children)}
    </ContentAnchor>
  );
}

function renderLinkCard(node: ContentLinkCard, key: number): ReactNode {
  const className =
    'my-6 block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600';
  const body = (
    <>
      <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">{node.host}</span>
      <span className="mt-1 line-clamp-4 block font-medium text-brand-700">{node.title}</span>
    </>
  );
  return (
    <ContentAnchor key={key} node={node} className={className}>
      {body}
    </ContentAnchor>
  );
}

interface ContentAnchorProps {
  node: Pick<ContentLink, 'href' | 'relation'>;
  label?: string;
  className: string;
  children: ReactNode;
}

/** A link of the content: within the site through the router, elsewhere with its `rel`. */
function ContentAnchor({ node, label, className, children }: ContentAnchorProps) {
  return node.href.startsWith('/') ? (
    <Link to={node.href} aria-label={label} className={className}>
      {children}
    </Link>
  ) : (
    <a href={node.href} rel={REL[node.relation]} aria-label={label} className={className}>
      {children}
    </a>
  );
}

function renderMedia(node: ContentMedia, key: number): ReactNode {
  const sources = node.sources.map((source) => <source key={source.src} src={source.src} type={source.type} />);
  if (node.kind === 'audio') {
    return (
      // WordPress media carries no caption track to offer.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <audio key={key} controls preload="none" className="my-6 w-full">
        {sources}
      </audio>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      key={key}
      controls
      preload="none"
      playsInline
      poster={node.poster}
      width={node.width}
      height={node.height}
      className="my-6 h-auto w-full max-w-full rounded-lg bg-slate-900"
    >
      {sources}
    </video>
  );
}

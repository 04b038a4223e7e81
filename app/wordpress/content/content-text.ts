import { FLOW_TAGS, type ContentNode } from './content-types';

const FLOW = new Set<string>(FLOW_TAGS);

/**
 * Whether a node is a block (flow content) that may not sit inside a paragraph, a heading or a
 * link: the browser's HTML parser would move it out, and the page would no longer match what React
 * rendered.
 */
export function isFlow(node: ContentNode): boolean {
  if (typeof node === 'string') return false;
  switch (node.type) {
    case 'element':
      return FLOW.has(node.tag);
    case 'break':
      return node.tag === 'hr';
    case 'image':
    case 'link':
      return false;
    default:
      return true;
  }
}

/** The readable text of content, with a line break between blocks (for reading time and labels). */
export function contentText(nodes: readonly ContentNode[]): string {
  return nodes.map(textOf).join('');
}

function textOf(node: ContentNode): string {
  if (typeof node === 'string') return node;
  switch (node.type) {
    case 'element':
      return FLOW.has(node.tag) ? `\n${contentText(node.children)}\n` : contentText(node.children);
    case 'link':
      return contentText(node.children);
    case 'break':
      return '\n';
    case 'link-card':
      return `\n${node.title}\n`;
    case 'gallery':
      return `\n${contentText(node.items)}\n`;
    default:
      return '';
  }
}

/** Nothing to read or see: only whitespace, line breaks and empty inline elements. */
export function isBlank(nodes: readonly ContentNode[]): boolean {
  return nodes.every((node) => {
    if (typeof node === 'string') return node.trim() === '';
    if (node.type === 'break') return node.tag === 'br';
    return node.type === 'element' && !FLOW.has(node.tag) && isBlank(node.children);
  });
}

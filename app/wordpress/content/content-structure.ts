import { isFlow } from './content-text';
import type { ContentElement, ContentNode, ElementTag } from './content-types';

type ContentParent = ElementTag | 'root' | 'a' | 'gallery';

/** Where each structural element may stand; anywhere else it is unwrapped (its content stays). */
const PLACES: Partial<Record<ElementTag, readonly ContentParent[]>> = {
  li: ['ul', 'ol'],
  dt: ['dl'],
  dd: ['dl'],
  caption: ['table'],
  thead: ['table'],
  tbody: ['table'],
  tfoot: ['table'],
  tr: ['table', 'thead', 'tbody', 'tfoot'],
  td: ['table', 'thead', 'tbody', 'tfoot', 'tr'],
  th: ['table', 'thead', 'tbody', 'tfoot', 'tr'],
  figcaption: ['figure'],
};

/** Where text between blocks is only source formatting. */
const BLOCK_CONTAINERS = new Set<ContentParent>([
  'root',
  'li',
  'dt',
  'dd',
  'blockquote',
  'figure',
  'figcaption',
  'td',
  'th',
  'address',
  'gallery',
]);

/**
 * Puts converted children in a shape the browser's HTML parser keeps as it is, so the prerendered
 * page and React's hydration see the same tree: list items only in lists, rows only in table
 * sections (a bare row gets its `tbody`, as the parser would add one), cells only in rows, no
 * whitespace text inside table parts and lists.
 */
export function settle(parent: ContentParent, children: readonly ContentNode[]): ContentNode[] {
  const placed = children.flatMap((child) => place(parent, child));
  return tidy(parent, structure(parent, placed));
}

function place(parent: ContentParent, node: ContentNode): ContentNode[] {
  if (typeof node === 'string' || node.type !== 'element') return [node];
  const places = PLACES[node.tag];
  return places === undefined || places.includes(parent)
    ? [node]
    : node.children.flatMap((child) => place(parent, child));
}

function structure(parent: ContentParent, nodes: ContentNode[]): ContentNode[] {
  switch (parent) {
    case 'ul':
    case 'ol':
      return gatherInto(nodes, ['li'], 'li');
    case 'dl':
      return gatherInto(nodes, ['dt', 'dd'], 'dd');
    case 'table':
      return wrapRuns(nodes, ['caption', 'thead', 'tbody', 'tfoot'], 'tbody');
    case 'thead':
    case 'tbody':
    case 'tfoot':
      return wrapRuns(nodes, ['tr'], 'tr');
    case 'tr':
      return wrapRuns(nodes, ['td', 'th'], 'td');
    default:
      return nodes;
  }
}

/** Items stay; anything else joins the item before it (or a new one), as a browser shows it. */
function gatherInto(
  nodes: readonly ContentNode[],
  itemTags: readonly ElementTag[],
  wrapper: ElementTag,
): ContentNode[] {
  const items: ContentElement[] = [];
  for (const node of nodes) {
    if (typeof node === 'string' && node.trim() === '') continue;
    if (typeof node !== 'string' && node.type === 'element' && itemTags.includes(node.tag)) {
      items.push({ ...node, children: [...node.children] });
      continue;
    }
    const last = items[items.length - 1];
    if (last === undefined) items.push({ type: 'element', tag: wrapper, children: [node] });
    else last.children.push(node);
  }
  return items;
}

/** Allowed children stay; each run of anything else is wrapped in one `wrapper`. */
function wrapRuns(nodes: readonly ContentNode[], allowed: readonly ElementTag[], wrapper: ElementTag): ContentNode[] {
  const result: ContentNode[] = [];
  let run: ContentNode[] = [];
  const flush = () => {
    if (run.length > 0) result.push({ type: 'element', tag: wrapper, children: settle(wrapper, run) });
    run = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' && node.trim() === '') continue;
    if (typeof node !== 'string' && node.type === 'element' && allowed.includes(node.tag)) {
      flush();
      result.push(node);
    } else {
      run.push(node);
    }
  }
  flush();
  return result;
}

/** Joins neighbouring text and drops whitespace that only separates blocks. */
function tidy(parent: ContentParent, nodes: readonly ContentNode[]): ContentNode[] {
  const joined: ContentNode[] = [];
  for (const node of nodes) {
    const last = joined[joined.length - 1];
    if (typeof node === 'string' && typeof last === 'string') joined[joined.length - 1] = last + node;
    else joined.push(node);
  }
  if (!BLOCK_CONTAINERS.has(parent)) return joined;
  return joined.filter((node, index) => {
    if (typeof node !== 'string' || node.trim() !== '') return true;
    const before = joined[index - 1];
    const after = joined[index + 1];
    return before !== undefined && after !== undefined && !isFlow(before) && !isFlow(after);
  });
}

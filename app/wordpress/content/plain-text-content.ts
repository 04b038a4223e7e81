import type { ContentNode } from './content-types';

/**
 * Content written as plain text (the sample products): blank lines separate paragraphs, a block
 * of lines starting with "- " is a list, other line breaks stay.
 */
export function plainTextContent(text: string): ContentNode[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block): ContentNode[] => {
      const lines = block.split('\n');
      const firstItem = lines.findIndex((line) => line.startsWith('- '));
      const isList = firstItem >= 0 && lines.slice(firstItem).every((line) => line.startsWith('- '));
      if (!isList) return [paragraph(lines)];
      const intro = lines.slice(0, firstItem);
      const items = lines
        .slice(firstItem)
        .map((line): ContentNode => ({ type: 'element', tag: 'li', children: [line.slice(2)] }));
      return [...(intro.length > 0 ? [paragraph(intro)] : []), { type: 'element', tag: 'ul', children: items }];
    });
}

function paragraph(lines: readonly string[]): ContentNode {
  const children = lines.flatMap((line, index): ContentNode[] =>
    index === 0 ? [line] : [{ type: 'break', tag: 'br' }, line],
  );
  return { type: 'element', tag: 'p', children };
}

import { describe, expect, it } from 'vitest';

import { plainTextContent } from './plain-text-content';

describe('plainTextContent', () => {
  it('makes paragraphs of blank-line separated blocks, keeping single line breaks', () => {
    expect(plainTextContent('Primeiro.\nContinua.\n\n  Segundo.  \n\n\n')).toEqual([
      { type: 'element', tag: 'p', children: ['Primeiro.', { type: 'break', tag: 'br' }, 'Continua.'] },
      { type: 'element', tag: 'p', children: ['Segundo.'] },
    ]);
  });

  it('makes a list of the lines starting with "- ", after their introduction', () => {
    expect(plainTextContent('Pontos fortes:\n- bateria\n- leve')).toEqual([
      { type: 'element', tag: 'p', children: ['Pontos fortes:'] },
      {
        type: 'element',
        tag: 'ul',
        children: [
          { type: 'element', tag: 'li', children: ['bateria'] },
          { type: 'element', tag: 'li', children: ['leve'] },
        ],
      },
    ]);
  });

  it('keeps a dash in the middle of a block as text', () => {
    expect(plainTextContent('- um\ntexto')).toEqual([
      { type: 'element', tag: 'p', children: ['- um', { type: 'break', tag: 'br' }, 'texto'] },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { plainBlocks } from './plain-markdown';

describe('plainBlocks', () => {
  it('cuts Markdown into headings, paragraphs and lists of plain text', () => {
    expect(
      plainBlocks(
        '## Test *days*\n\nFly [every model](/store/categories/wings), **every** size.\nAsk us.\n\n- **Telfs**: Saturdays\n- Greifenburg\n\n| Day | Hours |\n| --- | --- |\n| Friday | 8 – 18 |',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, text: 'Test days' },
      { kind: 'paragraph', text: 'Fly every model, every size. Ask us.' },
      { kind: 'list', items: ['Telfs: Saturdays', 'Greifenburg'] },
      { kind: 'list', items: ['Day · Hours', 'Friday · 8 – 18'] },
    ]);
  });
});

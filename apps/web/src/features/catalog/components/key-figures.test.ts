import { describe, expect, it } from 'vitest';
import { makeWing } from '../test/fixtures';
import { keyFiguresOf, weightSpan } from './key-figures';

describe('keyFiguresOf', () => {
  it("reads certification, cells, aspect ratio and weight from a wing's specs", () => {
    expect(keyFiguresOf(makeWing().specs)).toEqual([
      { label: 'Certification', value: 'EN/LTF B' },
      { label: 'Cells', value: '56' },
      { label: 'Aspect ratio', value: '5.75' },
      { label: 'Glider weight', value: '4.3–5.5 kg' },
    ]);
  });

  it('leaves out what the specs do not say', () => {
    expect(keyFiguresOf([{ label: 'Cells', value: '38' }])).toEqual([
      { label: 'Cells', value: '38' },
    ]);
  });
});

describe('weightSpan', () => {
  it('spans the weights of the sizes and keeps a single weight as it is', () => {
    expect(weightSpan('S 4,6 kg · XS 4.3 kg · M 4.9 kg')).toBe('4.3–4.9 kg');
    expect(weightSpan('2.9 kg')).toBe('2.9 kg');
  });
});

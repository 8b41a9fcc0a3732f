import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GrowingTextField, growingRows } from './growing-text-field';

describe('growingRows', () => {
  it('has as many rows as the text has lines, between the minimum and the maximum', () => {
    expect(growingRows('', 2, 4).rows).toBe(2);
    expect(growingRows('a\nb\nc', 2, 4).rows).toBe(3);
    expect(growingRows('a\nb\nc\nd\ne', 2, 4).rows).toBe(4);
    expect(growingRows('a\nb\nc\nd\ne', 2).rows).toBe(5);
    expect(growingRows('one line').rows).toBe(1);
  });

  it('lets the browser size the field to its text within the same bounds', () => {
    expect(growingRows('', 2, 8).textarea).toEqual({
      fieldSizing: 'content',
      minHeight: '2lh',
      maxHeight: '8lh',
    });
    expect(growingRows('', 3).textarea).not.toHaveProperty('maxHeight');
  });
});

describe('GrowingTextField', () => {
  it('is one plain textarea with the rows of its text, keeping the attributes it is given', () => {
    const { container } = render(
      <GrowingTextField
        label="Comment"
        value={'first\nsecond\nthird'}
        minRows={2}
        maxRows={8}
        onChange={() => {}}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '3');
    expect(field).toHaveAttribute('maxlength', '20');
    // MUI's autosizing would add a hidden second textarea to measure.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
  });
});

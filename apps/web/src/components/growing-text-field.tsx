import { TextField, type SxProps, type TextFieldProps, type Theme } from '@mui/material';

/**
 * The rows and styles of a field that grows with its text between `minRows` and `maxRows`
 * lines: the browser sizes it to its content (CSS `field-sizing`); one without that gives it
 * as many rows as the text has lines.
 */
export function growingRows(text: string, minRows = 1, maxRows?: number) {
  const lines = text.split('\n').length;
  return {
    rows: Math.min(Math.max(lines, minRows), maxRows ?? Infinity),
    textarea: {
      fieldSizing: 'content',
      minHeight: `${minRows}lh`,
      ...(maxRows === undefined ? {} : { maxHeight: `${maxRows}lh` }),
    },
  } as const;
}

export type GrowingTextFieldProps = Omit<TextFieldProps, 'multiline' | 'rows' | 'value'> & {
  value: string;
};

/**
 * MUI's multi-line text field, growing with its text (between `minRows` and `maxRows`) as a
 * plain textarea. MUI's own autosizing measures a hidden copy of the field after each render,
 * which costs every form a layout as it first renders.
 */
export function GrowingTextField({
  value,
  minRows,
  maxRows,
  sx,
  slotProps,
  ...props
}: GrowingTextFieldProps) {
  const growing = growingRows(
    value,
    Number(minRows ?? 1),
    maxRows === undefined ? undefined : Number(maxRows),
  );
  const inputSlot = slotProps?.input as object | undefined;
  return (
    <TextField
      {...props}
      value={value}
      multiline
      rows={growing.rows}
      sx={
        [
          { '& textarea': growing.textarea },
          ...(Array.isArray(sx) ? (sx as unknown[]) : [sx]),
        ] as SxProps<Theme>
      }
      slotProps={{ ...slotProps, input: { ...inputSlot, inputComponent: 'textarea' } }}
    />
  );
}

import { Autocomplete, Chip, TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

const SUGGESTIONS = ['Size', 'Colour', 'Volume'];
const MAX_OPTIONS = 3;

/**
 * The product's option names (e.g. Size, Colour) as chips: type a name and press Enter. The
 * variants give a value for each.
 */
export function OptionNamesField({ locked }: { locked: string[] }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'option_names', control });
  const names = (field.value as string[] | undefined) ?? [];
  const full = names.length >= MAX_OPTIONS;

  return (
    <Autocomplete
      multiple
      freeSolo
      options={SUGGESTIONS}
      value={names}
      filterSelectedOptions
      onChange={(_, next) => {
        const cleaned: string[] = [];
        for (const name of next.map((text) => text.trim()).filter(Boolean))
          if (!cleaned.some((other) => other.toLowerCase() === name.toLowerCase()))
            cleaned.push(name);
        // The variants' options keep naming these: they cannot go while a variant has one.
        for (const name of locked) if (!cleaned.includes(name)) cleaned.push(name);
        field.onChange(cleaned.slice(0, Math.max(MAX_OPTIONS, locked.length)));
      }}
      onBlur={field.onBlur}
      getOptionDisabled={() => full}
      renderValue={(value, getItemProps) =>
        value.map((name, index) => {
          const { key, onDelete, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={name}
              size="small"
              {...itemProps}
              onDelete={locked.includes(name) ? undefined : onDelete}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Option names"
          name={field.name}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={
            fieldState.error?.message ??
            `What the variants differ in, e.g. Size or Colour; at most ${MAX_OPTIONS}. Type a name and press Enter.${
              locked.length ? ' Names the variants use cannot be removed.' : ''
            }`
          }
        />
      )}
    />
  );
}

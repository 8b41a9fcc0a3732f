import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormTextField } from '../../accounts';
import type { ProductFormInput } from './product-schema';

const MAX_SPECS = 40;

/** The product's specifications: label and value rows, in the order the shop shows them. */
export function SpecsField() {
  const { control, getFieldState, formState } = useFormContext<ProductFormInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'specs' });
  const arrayError = getFieldState('specs', formState).error;

  const moveRow = (from: number, to: number) => {
    move(from, to);
    // Keep the keyboard where it was: on the same row, now at its new place.
    requestAnimationFrame(() =>
      document.getElementById(`spec-${fields[from]?.id}-${to < from ? 'up' : 'down'}`)?.focus(),
    );
  };

  return (
    <Box>
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No specifications yet, e.g. Certification: EN/LTF B.
        </Typography>
      )}
      <Box
        component="ol"
        aria-label="Specifications, in order"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            aria-label={`Specification ${index + 1}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 2fr) minmax(0, 3fr) auto' },
              gap: 1,
              alignItems: 'start',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <FormTextField name={`specs.${index}.label`} label="Label" size="small" />
            <Box sx={{ gridColumn: { xs: '1 / 2', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
              <FormTextField name={`specs.${index}.value`} label="Value" size="small" />
            </Box>
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', md: 'row' },
                gridColumn: { xs: 2, md: 'auto' },
                gridRow: { xs: '1 / 3', md: 'auto' },
              }}
            >
              <Tooltip title="Move up">
                <span>
                  <IconButton
                    id={`spec-${field.id}-up`}
                    size="small"
                    aria-label={`Move specification ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => moveRow(index, index - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton
                    id={`spec-${field.id}-down`}
                    size="small"
                    aria-label={`Move specification ${index + 1} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => moveRow(index, index + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Remove">
                <IconButton
                  size="small"
                  aria-label={`Remove specification ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          </Box>
        ))}
      </Box>
      {arrayError?.message && <FormHelperText error>{arrayError.message}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ label: '', value: '' })}
        disabled={fields.length >= MAX_SPECS}
        sx={{ mt: 1.5 }}
      >
        Add specification
      </Button>
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import { FAMILY_MAX_LINKS } from '@windfamily/contract/family';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormTextField } from '../../accounts';
import type { MemberFormInput } from './member-schema';

/** A member's links (their site, videos, flight logs): label and address, opened in a new tab. */
export function LinksField() {
  const { control, getFieldState, formState } = useFormContext<MemberFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'links' });
  const arrayError = getFieldState('links', formState).error;

  return (
    <Box>
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No links yet, e.g. Instagram: https://www.instagram.com/…
        </Typography>
      )}
      <Box component="ol" aria-label="Links" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            aria-label={`Link ${index + 1}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 2fr) minmax(0, 4fr) auto' },
              gap: 1,
              alignItems: 'start',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <FormTextField name={`links.${index}.label`} label="Label" size="small" />
            <Box sx={{ gridColumn: { xs: '1 / 2', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
              <FormTextField
                name={`links.${index}.url`}
                label="Address"
                size="small"
                type="url"
                placeholder="https://"
              />
            </Box>
            <Box sx={{ gridColumn: { xs: 2, md: 'auto' }, gridRow: { xs: '1 / 3', md: 'auto' } }}>
              <Tooltip title="Remove">
                <IconButton
                  size="small"
                  aria-label={`Remove link ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          </Box>
        ))}
      </Box>
      {(arrayError?.message ?? arrayError?.root?.message) && (
        <FormHelperText error>{arrayError.message ?? arrayError.root?.message}</FormHelperText>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ label: '', url: '' })}
        disabled={fields.length >= FAMILY_MAX_LINKS}
        sx={{ mt: 1.5 }}
      >
        Add link
      </Button>
    </Box>
  );
}

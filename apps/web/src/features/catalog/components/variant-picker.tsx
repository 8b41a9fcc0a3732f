import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ProductDetail } from '@windfamily/contract/catalog';
import { useId } from 'react';
import { optionGroups, selectOption, type Selection } from './variant-selection';

interface VariantPickerProps {
  product: Pick<ProductDetail, 'option_names' | 'variants'>;
  selection: Selection;
  onChange: (selection: Selection) => void;
}

/**
 * One group of toggle buttons per option (Size, Colour …). A value whose combination with the
 * other chosen options is sold out or not available is disabled and says why on the button.
 */
export function VariantPicker({ product, selection, onChange }: VariantPickerProps) {
  const baseId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {optionGroups(product, selection).map((group) => {
        const labelId = `${baseId}-${group.name}`;
        return (
          <Box key={group.name}>
            <Typography id={labelId} component="p" sx={{ fontWeight: 600, mb: 1 }}>
              {group.name}
              {selection[group.name] !== undefined && (
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {`: ${selection[group.name]}`}
                </Box>
              )}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={selection[group.name] ?? null}
              onChange={(_, value: string | null) => {
                if (value !== null) onChange(selectOption(product, selection, group.name, value));
              }}
              aria-labelledby={labelId}
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              {group.choices.map((choice) => (
                <ToggleButton
                  key={choice.value}
                  value={choice.value}
                  disabled={choice.disabled}
                  aria-label={choice.description ?? choice.value}
                  title={choice.description ?? undefined}
                  sx={{
                    minWidth: 56,
                    minHeight: 48,
                    px: 2,
                    flexDirection: 'column',
                    lineHeight: 1.2,
                    textTransform: 'none',
                    fontSize: '1rem',
                    fontWeight: 600,
                    color: 'text.primary',
                    // The group's joined borders become separate rounded buttons.
                    '&&': { borderRadius: 1.5, border: '1px solid', borderColor: 'grey.400', m: 0 },
                    '&&.Mui-selected': {
                      borderColor: 'primary.main',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      boxShadow: '0 0 0 1px #0b3d5c',
                    },
                    '&&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                    '&&.Mui-disabled': {
                      borderStyle: 'dashed',
                      borderColor: 'grey.300',
                      color: 'text.disabled',
                      bgcolor: 'grey.50',
                    },
                    '&.Mui-focusVisible': {
                      outline: '3px solid',
                      outlineColor: 'secondary.main',
                      outlineOffset: 2,
                    },
                  }}
                >
                  <span>{choice.value}</span>
                  {choice.reason && (
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{ fontSize: '0.7rem', fontWeight: 500, textTransform: 'uppercase' }}
                    >
                      {choice.reason}
                    </Box>
                  )}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        );
      })}
    </Box>
  );
}

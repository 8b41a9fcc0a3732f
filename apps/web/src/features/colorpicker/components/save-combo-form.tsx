import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Alert, Box, Button, TextField } from '@mui/material';
import type { ColorCombo, ColorZone, ComboColors } from '@windfamily/contract/colorpicker';
import { COMBO_NAME_MAX } from '@windfamily/contract/colorpicker-basics';
import { useState, type FormEvent } from 'react';
import { HttpError } from '../../../lib/http';
import { useSaveCombo } from '../api';

const REQUIRED = 'This field is required.';
const TOO_LONG = `at most ${COMBO_NAME_MAX} characters!`;
const SAVE_FAILED = 'We could not save your design. Please try again.';
const ZONE_PREFIX = 'colors.';

/** The server's field errors sorted for the form: the name, each zone, the rest. */
export function sortSaveErrors(error: unknown): {
  name: string[];
  zones: Record<string, string[]>;
  general: string[];
} {
  if (!(error instanceof HttpError) || error.statusCode >= 500) {
    return { name: [], zones: {}, general: [SAVE_FAILED] };
  }
  const zones: Record<string, string[]> = {};
  const general: string[] = [];
  let name: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (field === 'name') name = messages;
    else if (field.startsWith(ZONE_PREFIX)) zones[field.slice(ZONE_PREFIX.length)] = messages;
    else general.push(...messages);
  }
  const hasFields = name.length > 0 || Object.keys(zones).length > 0 || general.length > 0;
  return { name, zones, general: hasFields ? general : [error.publicMessage || SAVE_FAILED] };
}

interface SaveComboFormProps {
  productSlug: string;
  colors: ComboColors;
  zones: ColorZone[];
  /** A design was saved before on this page: the button saves the colours as a new one. */
  savedBefore: boolean;
  onSaved: (combo: ColorCombo, colors: ComboColors) => void;
  /** The zones whose colours the server refused (empty again at the next attempt). */
  onZoneErrors: (errors: Record<string, string[]>) => void;
}

/** A name and Save: the design becomes a combo with a page of its own. */
export function SaveComboForm({
  productSlug,
  colors,
  zones,
  savedBefore,
  onSaved,
  onZoneErrors,
}: SaveComboFormProps) {
  const save = useSaveCombo(productSlug);
  const [name, setName] = useState('');
  const [nameErrors, setNameErrors] = useState<string[]>([]);
  const [general, setGeneral] = useState<string[]>([]);
  const [zoneErrors, setZoneErrors] = useState<Record<string, string[]>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const trimmed = name.trim();
    const problem = !trimmed ? REQUIRED : trimmed.length > COMBO_NAME_MAX ? TOO_LONG : null;
    setGeneral([]);
    setZoneErrors({});
    onZoneErrors({});
    if (problem) {
      setNameErrors([problem]);
      return;
    }
    setNameErrors([]);
    // The colours as they are now: later changes do not slip into this save.
    const sent = colors;
    save.mutate(
      { name: trimmed, colors: sent },
      {
        onSuccess: (combo) => onSaved(combo, sent),
        onError: (error) => {
          const sorted = sortSaveErrors(error);
          setNameErrors(sorted.name);
          setGeneral(sorted.general);
          setZoneErrors(sorted.zones);
          onZoneErrors(sorted.zones);
        },
      },
    );
  };

  const zoneName = (key: string) => zones.find((zone) => zone.key === key)?.name ?? key;
  const refused = Object.entries(zoneErrors);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Name of your design"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameErrors.length > 0}
          helperText={
            nameErrors.join(' ') || `Up to ${COMBO_NAME_MAX} characters, e.g. “Alpine sunset”.`
          }
          required
          sx={{ flex: '1 1 240px' }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SaveOutlinedIcon />}
          loading={save.isPending}
          sx={{ minHeight: 56 }}
        >
          {savedBefore ? 'Save as a new design' : 'Save'}
        </Button>
      </Box>
      {(refused.length > 0 || general.length > 0) && (
        <Alert severity="error">
          {refused.length > 0 && (
            <>
              Some colours cannot be saved:
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {refused.map(([key, messages]) => (
                  <li key={key}>{`${zoneName(key)}: ${messages.join(' ')}`}</li>
                ))}
              </Box>
            </>
          )}
          {general.map((message) => (
            <Box key={message}>{message}</Box>
          ))}
        </Alert>
      )}
    </Box>
  );
}

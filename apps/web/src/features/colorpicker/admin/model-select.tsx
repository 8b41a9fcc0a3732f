import { MenuItem, TextField } from '@mui/material';
import type { ColorpickerModelAdmin } from '@windfamily/contract/colorpicker';
import { useSearchParams } from 'react-router';

/** The query parameter naming the model a templates or presets screen shows. */
export const MODEL_PARAM = 'model';

/**
 * The model the screen shows: the one in the address (so a reload or a shared link keeps
 * it), else the first. `select` changes it without a new history entry.
 */
export function useSelectedModel(models: ColorpickerModelAdmin[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(MODEL_PARAM);
  const model = models?.find((candidate) => candidate.slug === wanted) ?? models?.[0];
  const select = (slug: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(MODEL_PARAM, slug);
        return next;
      },
      { replace: true },
    );
  return { model, select };
}

export function ModelSelect({
  models,
  value,
  onChange,
}: {
  models: ColorpickerModelAdmin[];
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <TextField
      select
      label="Wing model"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 280 }, mb: 2 }}
      helperText={
        models.find((model) => model.slug === value)?.in_picker === false
          ? 'The picker does not offer this model now: its product is hidden in the shop.'
          : undefined
      }
    >
      {models.map((model) => (
        <MenuItem key={model.slug} value={model.slug}>
          {model.in_picker ? model.name : `${model.name} (not in the picker)`}
        </MenuItem>
      ))}
    </TextField>
  );
}

import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { DownloadAdmin, DownloadDetails } from '@windfamily/contract/downloads';
import {
  DOWNLOAD_ACCEPT,
  DOWNLOAD_MAX_BYTES,
  DOWNLOAD_MESSAGES,
  downloadPayloadSchema,
} from '@windfamily/contract/downloads';
import { useId, useState, type FormEvent } from 'react';
import { isHttpError } from '../../../lib/http';
import { errorMessage } from '../../accounts/components/form-errors';
import { formatFileSize } from '../components/format-size';

export type DownloadFormMode =
  | { kind: 'create' }
  | { kind: 'edit'; file: DownloadAdmin }
  | { kind: 'replace'; file: DownloadAdmin };

export interface DownloadFormValues {
  /** The checked details; undefined when only the file is replaced. */
  details: DownloadDetails | undefined;
  file: File | undefined;
}

interface DownloadFormDialogProps {
  mode: DownloadFormMode;
  onClose: () => void;
  onSubmit: (values: DownloadFormValues) => Promise<unknown>;
}

type Errors = Partial<Record<'title' | 'group' | 'kind' | 'position' | 'file' | '__all__', string>>;

const TITLES = { create: 'Upload a download', edit: 'Edit download', replace: 'Replace the file' };
const SUBMIT = { create: 'Upload', edit: 'Save', replace: 'Replace file' };

/**
 * Adds a download (details and file), changes its details, or puts a new file in place of its
 * file. The file is checked here for size; its type is checked by the server, by content.
 */
export function DownloadFormDialog({ mode, onClose, onSubmit }: DownloadFormDialogProps) {
  const current = mode.kind === 'create' ? undefined : mode.file;
  const [details, setDetails] = useState({
    title: current?.title ?? '',
    group: current?.group ?? '',
    kind: current?.kind ?? '',
    position: String(current?.position ?? 0),
  });
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const fileInputId = useId();
  const withDetails = mode.kind !== 'replace';
  const withFile = mode.kind !== 'edit';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const parsed = downloadPayloadSchema.safeParse(details);
    if (withDetails && !parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Errors;
        found[key] ??= issue.message;
      }
    if (withFile && !file) found.file = DOWNLOAD_MESSAGES.noFile;
    else if (withFile && file && file.size > DOWNLOAD_MAX_BYTES)
      found.file = DOWNLOAD_MESSAGES.tooLarge;
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await onSubmit({ details: withDetails && parsed.success ? parsed.data : undefined, file });
      onClose();
    } catch (error) {
      const fields = isHttpError(error) ? error.fieldErrors : {};
      const next: Errors = {};
      for (const [key, messages] of Object.entries(fields)) next[key as keyof Errors] = messages[0];
      if (!Object.keys(next).length) next.__all__ = errorMessage(error);
      setErrors(next);
    } finally {
      setPending(false);
    }
  };

  const field = (name: 'title' | 'group' | 'kind' | 'position', label: string, help?: string) => (
    <TextField
      label={label}
      name={name}
      value={details[name]}
      onChange={(event) => setDetails({ ...details, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? help}
      required={name === 'title' || name === 'group'}
      fullWidth
      {...(name === 'position' ? { type: 'number', slotProps: { htmlInput: { min: 0 } } } : {})}
    />
  );

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{TITLES[mode.kind]}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mode.kind === 'replace' && (
              <Typography>
                {`"${mode.file.title}" now downloads as ${mode.file.file_name} (${formatFileSize(mode.file.size)}). The new file takes its place at once.`}
              </Typography>
            )}
            {withDetails && (
              <>
                {field('title', 'Title')}
                {field('group', 'Group', "A wing model's name, or Manuals, Certificates...")}
                {field('kind', 'Kind', 'Line plan, Manual, Certificate...')}
                {field('position', 'Order', 'Smaller numbers come first.')}
              </>
            )}
            {withFile && (
              <Box>
                <Button
                  component="label"
                  htmlFor={fileInputId}
                  variant="outlined"
                  startIcon={<UploadFileIcon />}
                >
                  Choose file
                </Button>
                <input
                  id={fileInputId}
                  type="file"
                  name="file"
                  aria-label="File"
                  accept={DOWNLOAD_ACCEPT}
                  style={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    opacity: 0,
                    overflow: 'hidden',
                  }}
                  onChange={(event) => {
                    setFile(event.target.files?.[0]);
                    setErrors({ ...errors, file: undefined });
                  }}
                />
                <Typography variant="body2" component="span" sx={{ ml: 1.5 }}>
                  {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen'}
                </Typography>
                <FormHelperText error={Boolean(errors.file)}>
                  {errors.file ?? 'PDF, ZIP, PNG, JPEG or plain text, at most 20 MB.'}
                </FormHelperText>
              </Box>
            )}
            {errors.__all__ && (
              <Alert severity="error" role="alert">
                {errors.__all__}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {SUBMIT[mode.kind]}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

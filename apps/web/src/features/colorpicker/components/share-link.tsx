import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, TextField } from '@mui/material';
import { useId, useRef, useState } from 'react';

/** A path of the site as a full address, to share outside it. */
export const absoluteUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${window.location.origin}${path}`;

/** A combo's address to share, with a Copy button (the field selects it where copying fails). */
export function ShareLink({ path }: { path: string }) {
  const url = absoluteUrl(path);
  const field = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [status, setStatus] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      field.current?.select();
      setStatus('Press Ctrl+C to copy the selected link');
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Share link"
          value={url}
          size="small"
          fullWidth
          inputRef={field}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, 'aria-describedby': statusId } }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          sx={{ flex: 'none', minHeight: 40 }}
        >
          Copy
        </Button>
      </Box>
      <Box
        id={statusId}
        role="status"
        sx={{ minHeight: '1.5em', fontSize: '0.875rem', color: 'success.dark', mt: 0.5 }}
      >
        {status}
      </Box>
    </Box>
  );
}

import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useDeferredValue, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../features/accounts';
import { LazyMarkdown } from '../markdown/lazy-markdown';
import { useIsMobile } from './use-is-mobile';

const HELP = 'Markdown: ## headings, **bold**, - lists, [links](https://…), tables. No HTML.';

function Preview({ text, label }: { text: string; label: string }) {
  const deferred = useDeferredValue(text);
  return (
    <Box
      role="region"
      aria-label={`${label}: preview`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        minHeight: 200,
        maxHeight: 640,
        overflowY: 'auto',
        bgcolor: 'background.paper',
      }}
    >
      {deferred.trim() ? (
        <LazyMarkdown shiftHeadings>{deferred}</LazyMarkdown>
      ) : (
        <Typography color="text.secondary">Nothing to preview yet.</Typography>
      )}
    </Box>
  );
}

/**
 * A Markdown text with a live preview rendered as the shop renders it: side by side on wide
 * screens, as Write / Preview tabs on phones.
 */
export function MarkdownField({
  name,
  label,
  rows = 14,
}: {
  name: string;
  label: string;
  rows?: number;
}) {
  const { control } = useFormContext();
  const text = (useWatch({ control, name }) as string | undefined) ?? '';
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const id = useId();

  const editor = (
    <FormTextField
      name={name}
      label={label}
      multiline
      minRows={rows}
      maxRows={40}
      helperText={HELP}
    />
  );

  if (!isMobile)
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
        {editor}
        <Preview text={text} label={label} />
      </Box>
    );

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: 'write' | 'preview') => setTab(value)}
        aria-label={`${label}: write or preview`}
        sx={{ mb: 1.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
      >
        <Tab value="write" label="Write" id={`${id}-write`} aria-controls={`${id}-write-panel`} />
        <Tab
          value="preview"
          label="Preview"
          id={`${id}-preview`}
          aria-controls={`${id}-preview-panel`}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-write-panel`}
        aria-labelledby={`${id}-write`}
        hidden={tab !== 'write'}
      >
        {editor}
      </Box>
      <Box
        role="tabpanel"
        id={`${id}-preview-panel`}
        aria-labelledby={`${id}-preview`}
        hidden={tab !== 'preview'}
      >
        {tab === 'preview' && <Preview text={text} label={label} />}
      </Box>
    </Box>
  );
}

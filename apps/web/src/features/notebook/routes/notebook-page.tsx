import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { Suspense, useRef, useState } from 'react';
import { NOTEBOOK_LIMITS, type NotebookSavedQuery } from '@windfamily/contract/notebook';
import { ConfirmDeleteDialog } from '../../../components/backoffice/confirm-delete-dialog';
import { LoadError } from '../../../components/load-states';
import { isHttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNotebookSchema, useRunQuery, useSavedQueries, useSavedQueryMutations } from '../api';
import { downloadCsv } from '../../../lib/csv';
import { ResultTable } from '../components/result-table';
import { SchemaPanel } from '../components/schema-panel';
import { lazy } from '../../../lib/lazy';
import { GrowingTextField } from '../../../components/growing-text-field';

// The chart library loads with the chart's tab only.
const QuickChart = lazy(async () => ({
  default: (await import('../components/quick-chart')).QuickChart,
}));

/** The server's sentence, with its field messages when it has any. */
const errorText = (error: unknown) =>
  isHttpError(error)
    ? [error.publicMessage, ...Object.values(error.fieldErrors).flat()].join(' ')
    : 'The notebook could not be reached. Please try again.';

/** Dev mode's data notebook: read-only SQL, its result as a table, CSV or chart. */
export default function NotebookPage() {
  usePageTitle('Notebook');
  const [sql, setSql] = useState('SELECT * FROM users ORDER BY id LIMIT 10');
  const [title, setTitle] = useState('');
  const [openId, setOpenId] = useState<number | undefined>();
  const [view, setView] = useState<'table' | 'chart'>('table');
  const [deleting, setDeleting] = useState<NotebookSavedQuery | undefined>();
  const editor = useRef<HTMLTextAreaElement>(null);
  const schema = useNotebookSchema();
  const saved = useSavedQueries();
  const mutations = useSavedQueryMutations();
  const runner = useRunQuery();
  const result = runner.data;

  const run = () => {
    if (sql.trim()) runner.mutate({ sql });
  };
  const insert = (text: string) => {
    const area = editor.current;
    const start = area?.selectionStart ?? sql.length;
    const end = area?.selectionEnd ?? sql.length;
    setSql(sql.slice(0, start) + text + sql.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  };
  const open = (query: NotebookSavedQuery) => {
    setSql(query.sql);
    setTitle(query.title);
    setOpenId(query.id);
  };
  const save = () => {
    const payload = { title: title.trim(), sql };
    if (openId !== undefined) mutations.update.mutate({ id: openId, ...payload });
    else mutations.create.mutate(payload, { onSuccess: (query) => setOpenId(query.id) });
  };
  const download = () => {
    if (result) downloadCsv('notebook.csv', result);
  };
  const saveError = mutations.create.error ?? mutations.update.error;

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Notebook
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Paper
          component="section"
          aria-label="Schema"
          sx={{ p: 2, width: { md: 280 }, flexShrink: 0 }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Schema
          </Typography>
          {schema.isPending ? (
            <CircularProgress size={24} aria-label="Loading the schema" />
          ) : schema.isError ? (
            <LoadError what="the schema" onRetry={() => void schema.refetch()} />
          ) : (
            <SchemaPanel tables={schema.data.tables} onInsert={insert} />
          )}
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <GrowingTextField
            label="SQL"
            minRows={6}
            fullWidth
            value={sql}
            inputRef={editor}
            onChange={(event) => setSql(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                run();
              }
            }}
            helperText={`Reads only: one statement, at most ${NOTEBOOK_LIMITS.defaultRows} rows, ${NOTEBOOK_LIMITS.timeoutMs / 1000} s. Ctrl+Enter runs it.`}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 1, alignItems: { sm: 'center' } }}
          >
            <Button
              variant="contained"
              onClick={run}
              loading={runner.isPending}
              disabled={!sql.trim()}
            >
              Run
            </Button>
            <TextField
              size="small"
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              slotProps={{ htmlInput: { maxLength: NOTEBOOK_LIMITS.titleChars } }}
            />
            <Button onClick={save} disabled={!title.trim() || !sql.trim()}>
              {openId !== undefined ? 'Save changes' : 'Save'}
            </Button>
            {openId !== undefined && (
              <Button
                onClick={() => {
                  setOpenId(undefined);
                  setTitle('');
                }}
              >
                New
              </Button>
            )}
          </Stack>
          {saveError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorText(saveError)}
            </Alert>
          )}
          <Box component="section" aria-label="Result" sx={{ mt: 3 }}>
            {runner.isError && <Alert severity="error">{errorText(runner.error)}</Alert>}
            {runner.isIdle && (
              <Typography color="text.secondary">Run a statement to see its rows here.</Typography>
            )}
            {runner.isPending && <CircularProgress aria-label="Running" />}
            {result && !runner.isPending && (
              <>
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
                >
                  <Typography role="status">
                    {`${result.rows.length} ${result.rows.length === 1 ? 'row' : 'rows'}${result.truncated ? ` (the first ${result.limit}; there are more)` : ''} in ${result.duration_ms} ms`}
                  </Typography>
                  <Button size="small" onClick={download} disabled={!result.columns.length}>
                    Download CSV
                  </Button>
                  <Tabs
                    value={view}
                    onChange={(_event, value: 'table' | 'chart') => setView(value)}
                    aria-label="Show as"
                  >
                    <Tab value="table" label="Table" />
                    <Tab value="chart" label="Chart" disabled={!result.rows.length} />
                  </Tabs>
                </Stack>
                {!result.columns.length ? (
                  <Typography color="text.secondary">The statement answered no columns.</Typography>
                ) : view === 'chart' && result.rows.length ? (
                  <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
                    <QuickChart result={result} />
                  </Suspense>
                ) : result.rows.length ? (
                  <ResultTable result={result} />
                ) : (
                  <Typography color="text.secondary">No rows.</Typography>
                )}
              </>
            )}
          </Box>
        </Box>
        <Paper
          component="section"
          aria-label="Saved queries"
          sx={{ p: 2, width: { md: 260 }, flexShrink: 0 }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Saved queries
          </Typography>
          {saved.isPending ? (
            <CircularProgress size={24} aria-label="Loading the saved queries" />
          ) : saved.isError ? (
            <LoadError what="the saved queries" onRetry={() => void saved.refetch()} />
          ) : saved.data.length === 0 ? (
            <Typography color="text.secondary">
              No saved query yet: give one a title and save it.
            </Typography>
          ) : (
            <List dense>
              {saved.data.map((query) => (
                <ListItem
                  key={query.id}
                  disablePadding
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Delete ${query.title}`}
                      onClick={() => {
                        mutations.remove.reset();
                        setDeleting(query);
                      }}
                    >
                      ✕
                    </IconButton>
                  }
                >
                  <ListItemButton selected={openId === query.id} onClick={() => open(query)}>
                    <ListItemText primary={query.title} secondary={query.created_by} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      </Stack>
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title="Delete the saved query?"
        text={`“${deleting?.title ?? ''}” goes for good.`}
        deleting={mutations.remove.isPending}
        error={mutations.remove.error ? errorText(mutations.remove.error) : undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          mutations.remove.mutate(deleting.id, {
            onSuccess: () => {
              if (openId === deleting.id) setOpenId(undefined);
              setDeleting(undefined);
            },
          });
        }}
      />
    </Container>
  );
}

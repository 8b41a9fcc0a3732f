import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { BANK_STATEMENT_MAX_BYTES, type BankStatementImport } from '@windfamily/contract/payments';
import { useId, useRef, useState, type DragEvent } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../accounts';
import { useUploadStatement } from '../api';
import { countOf } from '../../../components/backoffice/paged-list';

const MAX_MB = BANK_STATEMENT_MAX_BYTES / 1024 / 1024;

/** What the import did, for its toast. */
export function importMessage({ statement, imported, earlier_lines }: BankStatementImport): string {
  const name = statement.statement_ref || statement.file_name;
  if (!imported) return `Statement ${name} was imported before: nothing changed.`;
  const matched = statement.lines.filter((line) => line.proposal === 'matched').length;
  const earlier = earlier_lines.length
    ? ` ${countOf(earlier_lines.length, ['line', 'lines'])} came with an earlier statement.`
    : '';
  return `Statement ${name} imported: ${countOf(statement.lines.length, ['new line', 'new lines'])}, ${matched} matched to orders.${earlier}`;
}

/**
 * The statement upload: a file dropped on the area or chosen with its button, checked for
 * size, sent with its progress shown; `onImported` hears the answer.
 */
export function StatementUpload({
  onImported,
}: {
  onImported: (result: BankStatementImport) => void;
}) {
  const upload = useUploadStatement();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();

  async function send(files: File[]) {
    const [file] = files;
    if (!file || progress) return;
    if (files.length > 1) return setProblem('Upload one statement at a time.');
    if (file.size > BANK_STATEMENT_MAX_BYTES)
      return setProblem(
        `${file.name} is larger than ${MAX_MB} MB: upload the statement of a shorter period.`,
      );
    setProblem(null);
    setProgress({ name: file.name, fraction: 0 });
    try {
      const result = await upload.mutateAsync({
        file,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
      toast.success(importMessage(result));
      onImported(result);
    } catch (error) {
      const message = `${file.name}: ${errorMessage(error)}`;
      setProblem(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(Array.from(event.dataTransfer.files));
  };

  const percent = progress ? Math.round(progress.fraction * 100) : 0;

  return (
    <Box component="section" aria-label="Import a statement" sx={{ mb: 3 }}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'secondary.main' : 'divider',
          bgcolor: dragging ? 'rgba(194, 65, 12, 0.06)' : 'grey.50',
          borderRadius: 2,
          p: { xs: 2, md: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { xs: 'stretch', sm: 'center' },
          transition: 'background-color 120ms, border-color 120ms',
          position: 'relative',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flex: 1 }}>
          <CloudUploadOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              Drop the bank&apos;s statement here, or choose it
            </Typography>
            <Typography variant="body2" color="text.secondary" id={helpId}>
              {`A camt.053 XML file, up to ${MAX_MB} MB. A file imported before changes nothing.`}
            </Typography>
          </Box>
        </Box>
        <Button
          variant="contained"
          startIcon={<CloudUploadOutlinedIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={progress !== null}
          aria-describedby={helpId}
          sx={{ flexShrink: 0 }}
        >
          Choose a statement
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-label="Statement file to upload"
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void send(files);
          }}
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            opacity: 0,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        />
      </Box>
      {progress && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
            {percent < 100
              ? `Uploading ${progress.name}: ${percent} %`
              : `Reading ${progress.name}…`}
          </Typography>
          <LinearProgress
            variant={percent < 100 ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-label={`Upload of ${progress.name}`}
          />
        </Box>
      )}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}

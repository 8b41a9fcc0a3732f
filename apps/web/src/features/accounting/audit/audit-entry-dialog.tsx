import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AuditEntry } from '@windfamily/contract/audit';
import { useId, useState } from 'react';
import { Fact } from '../../../components/backoffice/facts';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { formatDateTime } from '../../../lib/dates';
import { fieldChanges } from './audit-diff';
import { EntityCell } from './entity-cell';

const emptySx = { color: 'text.secondary', fontStyle: 'italic' } as const;

/** A value of the difference; nothing shows as "empty". */
function Value({ text, tone }: { text: string; tone?: 'old' | 'new' }) {
  if (!text)
    return (
      <Box component="span" sx={emptySx}>
        empty
      </Box>
    );
  return (
    <Box
      component="span"
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        ...(tone === 'old' && { color: 'error.dark' }),
        ...(tone === 'new' && { color: 'success.dark', fontWeight: 600 }),
      }}
    >
      {text}
    </Box>
  );
}

/**
 * One entry of the audit log: who, when, what, the entity, and its before and after as a
 * table of the fields that changed (the unchanged ones on request).
 */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const isMobile = useIsMobile();
  const titleId = useId();
  const [all, setAll] = useState(false);
  const changes = fieldChanges(entry.before, entry.after);
  const created = entry.before === null || entry.before === undefined;
  const changed = changes.filter((change) => change.changed);
  const rows = all ? changes : changed;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isMobile}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {entry.summary}
      </DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{
            m: 0,
            mb: 3,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <Fact label="When">
            <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
          </Fact>
          <Fact label="Who">{entry.actor.email}</Fact>
          <Fact label="Action">{entry.action}</Fact>
          <Fact label="Entity">
            <EntityCell entry={entry} />
          </Fact>
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            mb: 1,
          }}
        >
          <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {created ? 'What was recorded' : 'What changed'}
          </Typography>
          {!created && changes.length > changed.length && (
            <FormControlLabel
              control={<Switch checked={all} onChange={(event) => setAll(event.target.checked)} />}
              label="Show unchanged fields"
            />
          )}
        </Box>
        {rows.length === 0 ? (
          <Typography color="text.secondary">
            {changes.length ? 'No field changed.' : 'Nothing was recorded of the entity itself.'}
          </Typography>
        ) : (
          <Table size="small" aria-label={created ? 'Recorded fields' : 'Changed fields'}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Field</TableCell>
                {!created && <TableCell sx={{ fontWeight: 700 }}>Before</TableCell>}
                <TableCell sx={{ fontWeight: 700 }}>{created ? 'Value' : 'After'}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((change) => (
                <TableRow key={change.field}>
                  <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                    {change.field}
                  </TableCell>
                  {!created && (
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      <Value text={change.before} tone={change.changed ? 'old' : undefined} />
                    </TableCell>
                  )}
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Value
                      text={change.after}
                      tone={change.changed && !created ? 'new' : undefined}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { StockCheck, StockCheckLine } from '@windfamily/contract/logistics';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPageHeader } from '../../../../components/backoffice/admin-page-header';
import { ConfirmDeleteDialog } from '../../../../components/backoffice/confirm-delete-dialog';
import { Fact, Facts } from '../../../../components/backoffice/facts';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../../components/backoffice/load-states';
import { StickyBar } from '../../../../components/backoffice/save-bar';
import { listUrl } from '../../../../components/backoffice/use-list-params';
import { formatDateTime } from '../../../../lib/dates';
import { isHttpError } from '../../../../lib/http';
import { errorMessage } from '../../../accounts';
import { useCheck, useCountLine, useDeleteLine, useFinishCheck } from '../api';
import { CheckStateChip } from '../components/chips';
import { STOCK_PATHS } from '../paths';
import { useCountDrafts } from './count-drafts';
import { CountLine, movedText, type LineStatus } from './count-line';

/** How long after the last tap a line's count is sent. */
const SAVE_PAUSE_MS = 400;

/** "+2", "−1", "0". */
const signed = (units: number) => (units > 0 ? `+${units}` : units < 0 ? `−${-units}` : '0');

/** What applying books for a line: the count less what the ledger has now. */
const differenceOf = (line: StockCheckLine) =>
  line.counted === null ? null : line.counted - line.current;

/** Before applying: each difference, and what keeps the count from being applied. */
function ApplyDialog({
  check,
  unsaved,
  onClose,
}: {
  check: StockCheck;
  unsaved: number;
  onClose: () => void;
}) {
  const finish = useFinishCheck(check.id);
  const titleId = useId();
  const [refusal, setRefusal] = useState('');
  const differing = check.lines.filter((line) => differenceOf(line) !== 0);
  const uncounted = check.lines.filter((line) => line.counted === null).length;
  const moved = check.lines.filter((line) => line.moved);

  const apply = async () => {
    setRefusal('');
    try {
      const applied = await finish.mutateAsync('apply');
      const booked = applied.lines.filter((line) => line.counted !== line.expected).length;
      toast.success(
        booked === 0
          ? `The count of ${check.location.code} is applied: nothing differed.`
          : `The count of ${check.location.code} is applied: the differences are booked with the losses.`,
      );
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Dialog
      open
      onClose={finish.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{`Apply the count of ${check.location.code}?`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {unsaved > 0 && (
            <Alert severity="warning">{`${unsaved} ${unsaved === 1 ? 'count is' : 'counts are'} not saved yet.`}</Alert>
          )}
          {uncounted > 0 && (
            <Alert severity="warning">{`Count every line first: ${uncounted} ${uncounted === 1 ? 'is' : 'are'} not counted.`}</Alert>
          )}
          {moved.map((line) => (
            <Alert severity="warning" key={line.id}>
              {movedText(line)}
            </Alert>
          ))}
          {differing.length === 0 ? (
            <DialogContentText>
              Every line is as the ledger has it: nothing is booked, the count is closed.
            </DialogContentText>
          ) : (
            <>
              <DialogContentText>
                Each difference is booked as a move: units missing go to the losses, units found
                come from them.
              </DialogContentText>
              <Table size="small" aria-label="Differences">
                <TableHead>
                  <TableRow>
                    <TableCell>Variant</TableCell>
                    <TableCell align="right">Ledger</TableCell>
                    <TableCell align="right">Counted</TableCell>
                    <TableCell align="right">Difference</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {differing.map((line) => {
                    const difference = differenceOf(line);
                    return (
                      <TableRow key={line.id}>
                        <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                          {line.variant.sku}
                        </TableCell>
                        <TableCell align="right">{line.current}</TableCell>
                        <TableCell align="right">{line.counted ?? '–'}</TableCell>
                        <TableCell
                          align="right"
                          sx={{
                            fontWeight: 700,
                            color:
                              difference !== null && difference < 0 ? 'error.main' : 'success.dark',
                          }}
                        >
                          {difference === null ? '–' : signed(difference)}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </>
          )}
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={finish.isPending} autoFocus>
          Keep counting
        </Button>
        <Button variant="contained" loading={finish.isPending} onClick={() => void apply()}>
          Apply the count
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before an open count is given up: nothing is booked. */
function GiveUpDialog({ check, onClose }: { check: StockCheck; onClose: () => void }) {
  const finish = useFinishCheck(check.id);
  const titleId = useId();
  const [refusal, setRefusal] = useState('');
  return (
    <Dialog
      open
      onClose={finish.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Give up the count?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`The count of ${check.location.code} is closed and nothing is booked; what was counted stays on record.`}
        </DialogContentText>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={finish.isPending} autoFocus>
          Keep counting
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={finish.isPending}
          onClick={() =>
            void finish.mutateAsync('cancel').then(
              () => {
                toast.success(`The count of ${check.location.code} is given up.`);
                onClose();
              },
              (error: unknown) => setRefusal(errorMessage(error)),
            )
          }
        >
          Give it up
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The lines of an applied or given-up count: expected, counted, and what was booked. */
function ClosedLines({ check }: { check: StockCheck }) {
  return (
    <Table size="small" aria-label="Lines">
      <TableHead>
        <TableRow>
          <TableCell>Variant</TableCell>
          <TableCell align="right">Expected</TableCell>
          <TableCell align="right">Counted</TableCell>
          <TableCell align="right">Difference</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {check.lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {line.variant.sku}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {line.variant.name}
              </Typography>
            </TableCell>
            <TableCell align="right">{line.expected}</TableCell>
            <TableCell align="right">{line.counted ?? '–'}</TableCell>
            <TableCell align="right">
              {line.counted === null ? '–' : signed(line.counted - line.expected)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The count of an open check: its lines, each saved as it is counted. */
function OpenCount({ check }: { check: StockCheck }) {
  const count = useCountLine(check.id);
  const remove = useDeleteLine(check.id);
  const { drafts, set, settle } = useCountDrafts(check.id);
  const [statuses, setStatuses] = useState<Record<number, { status: LineStatus; error?: string }>>(
    {},
  );
  const [deleting, setDeleting] = useState<StockCheckLine | null>(null);
  const [deleteError, setDeleteError] = useState('');
  const [dialog, setDialog] = useState<'apply' | 'give-up' | null>(null);
  const timers = useRef(new Map<number, number>());
  const { mutateAsync } = count;

  const send = useCallback(
    async (lineId: number, counted: number) => {
      setStatuses((before) => ({ ...before, [lineId]: { status: 'saving' } }));
      try {
        await mutateAsync({ lineId, counted });
        settle(lineId, counted);
        setStatuses((before) => ({ ...before, [lineId]: { status: 'saved' } }));
      } catch (error) {
        // A line gone or a check closed meanwhile: the draft is of no use any more.
        if (isHttpError(error, 404) || isHttpError(error, 409)) settle(lineId);
        setStatuses((before) => ({
          ...before,
          [lineId]: { status: 'failed', error: errorMessage(error) },
        }));
      }
    },
    [mutateAsync, settle],
  );

  const schedule = useCallback(
    (lineId: number, counted: number, pause = SAVE_PAUSE_MS) => {
      window.clearTimeout(timers.current.get(lineId));
      timers.current.set(
        lineId,
        window.setTimeout(() => {
          timers.current.delete(lineId);
          void send(lineId, counted);
        }, pause),
      );
    },
    [send],
  );

  // Counts kept from before a reload (or a failed save) are sent again at once.
  const resent = useRef(false);
  useEffect(() => {
    if (resent.current) return;
    resent.current = true;
    for (const line of check.lines) {
      const draft = drafts[line.id];
      if (draft === undefined) continue;
      if (draft === line.counted && !line.moved) settle(line.id);
      else schedule(line.id, draft, 0);
    }
    for (const id of Object.keys(drafts).map(Number))
      if (!check.lines.some((line) => line.id === id)) settle(id);
  }, [check.lines, drafts, schedule, settle]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const onCount = (line: StockCheckLine, counted: number) => {
    set(line.id, counted);
    setStatuses((before) => ({ ...before, [line.id]: { status: 'unsaved' } }));
    schedule(line.id, counted);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError('');
    try {
      await remove.mutateAsync(deleting.id);
      window.clearTimeout(timers.current.get(deleting.id));
      settle(deleting.id);
      toast.success(`${deleting.variant.sku} is taken out of the count.`);
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorMessage(error));
    }
  };

  const valueOf = (line: StockCheckLine) => drafts[line.id] ?? line.counted;
  const counted = check.lines.filter((line) => valueOf(line) !== null).length;
  const unsaved = check.lines.filter((line) => line.id in drafts).length;
  const moved = check.lines.filter((line) => line.moved).length;

  return (
    <>
      {check.lines.length === 0 ? (
        <AdminEmptyState title="No lines left">
          <Typography>Every line is taken out: give the count up, or begin another.</Typography>
        </AdminEmptyState>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Lines to count" sx={{ p: 0, m: 0 }}>
          {check.lines.map((line) => (
            <CountLine
              key={line.id}
              line={line}
              value={valueOf(line)}
              status={statuses[line.id]?.status ?? (line.id in drafts ? 'unsaved' : null)}
              error={statuses[line.id]?.error}
              open
              onCount={(units) => onCount(line, units)}
              onDelete={() => {
                setDeleteError('');
                setDeleting(line);
              }}
            />
          ))}
        </Stack>
      )}
      <StickyBar>
        <Typography variant="body2" role="status" sx={{ mr: 'auto' }}>
          {`${counted} of ${check.lines.length} counted`}
          {moved > 0 && (
            <Box component="span" sx={{ color: 'warning.dark', display: 'block' }}>
              {`${moved} to count again`}
            </Box>
          )}
        </Typography>
        <Button color="error" onClick={() => setDialog('give-up')}>
          Give up
        </Button>
        <Button variant="contained" onClick={() => setDialog('apply')}>
          Apply…
        </Button>
      </StickyBar>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Take the line out of the count?"
        text={
          deleting
            ? `${deleting.variant.sku} (${deleting.variant.name}) is not counted in this check; its stock stays as the ledger has it.`
            : ''
        }
        deleting={remove.isPending}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      {dialog === 'apply' && (
        <ApplyDialog check={check} unsaved={unsaved} onClose={() => setDialog(null)} />
      )}
      {dialog === 'give-up' && <GiveUpDialog check={check} onClose={() => setDialog(null)} />}
    </>
  );
}

/**
 * /backoffice/stock/checks/{id}: counting a place, made for a phone. A line per variant with
 * − and + and its number, each count saved as it is made (and kept in the browser until it
 * is); lines whose stock moved since are called out; a line may be taken out while the count
 * is open; applying shows the differences first. An applied count shows what it found.
 */
export default function CheckPage() {
  const id = Number(useParams().checkId);
  const check = useCheck(id);
  const back = { to: listUrl(STOCK_PATHS.checks), label: 'Stock checks' };

  if (check.isPending)
    return (
      <>
        <AdminPageHeader title="Stock check" back={back} />
        <ListSkeleton rows={4} />
      </>
    );
  if (check.isError)
    return (
      <>
        <AdminPageHeader title="Stock check" back={back} />
        {isHttpError(check.error, 404) ? (
          <AdminEmptyState title="There is no such stock check">
            <Button component={RouterLink} to={STOCK_PATHS.checks}>
              See the stock checks
            </Button>
          </AdminEmptyState>
        ) : (
          <AdminLoadError
            what="The stock check"
            error={check.error}
            onRetry={() => void check.refetch()}
          />
        )}
      </>
    );

  const data = check.data;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <AdminPageHeader
        title={`Count of ${data.location.code}`}
        subtitle={data.location.name}
        back={back}
      />
      <Box sx={{ mb: 2 }}>
        <Facts label="The count">
          <Fact label="State">
            <CheckStateChip state={data.state} />
          </Fact>
          <Fact label="Begun">
            {`${formatDateTime(data.created_at)}${data.created_by ? ` by ${data.created_by}` : ''}`}
          </Fact>
          {data.applied_at && <Fact label="Applied">{formatDateTime(data.applied_at)}</Fact>}
          {data.cancelled_at && <Fact label="Given up">{formatDateTime(data.cancelled_at)}</Fact>}
          {data.note && <Fact label="Note">{data.note}</Fact>}
        </Facts>
      </Box>
      {data.state === 'open' ? (
        <OpenCount key={data.id} check={data} />
      ) : (
        <>
          {data.state === 'applied' && (
            <Button
              component={RouterLink}
              to={STOCK_PATHS.movesOf({ location: String(data.location.id) })}
              sx={{ mb: 1 }}
            >
              {`Moves of ${data.location.code}`}
            </Button>
          )}
          <ClosedLines check={data} />
        </>
      )}
    </Box>
  );
}

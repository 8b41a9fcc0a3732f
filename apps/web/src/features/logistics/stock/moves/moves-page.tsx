import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { MOVE_STATES, type StockMove, type StockVariant } from '@windfamily/contract/logistics';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router';
import { DataList, type DataColumn } from '../../../../components/backoffice/data-list';
import { optionsOf, SelectFilter } from '../../../../components/backoffice/list-filters';
import { PagedList } from '../../../../components/backoffice/paged-list';
import { TwoLines } from '../../../../components/backoffice/two-lines';
import { useListParams } from '../../../../components/backoffice/use-list-params';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage } from '../../../accounts';
import { useLocations, useMoveAction, useMoves } from '../api';
import { MOVE_STATE_LABELS, MoveStateChip } from '../components/chips';
import { flatLocations, locationOptions } from '../components/locations';
import { StockHeader } from '../components/stock-header';
import { VariantField } from '../components/variant-field';
import { STOCK_PATHS } from '../paths';
import { MoveDialog, MoveActionDialog } from './move-dialogs';

const FILTERS = { state: MOVE_STATES, location: 'text', variant: 'text' } as const;

/** The last thing that happened to a move, and when. */
function lastEvent(move: StockMove): { label: string; at: string } {
  if (move.finished_date) return { label: 'Finished', at: move.finished_date };
  if (move.cancelled_date) return { label: 'Cancelled', at: move.cancelled_date };
  if (move.started_date) return { label: 'Started', at: move.started_date };
  return { label: 'Made', at: move.created_date };
}

/** Why it was made: its reason, its order, the count or move it belongs to. */
function whyOf(move: StockMove): string {
  const parts = [move.reason];
  if (move.reverses_id !== null) parts.push(`reverses move ${move.reverses_id}`);
  if (move.reversed_by_id !== null) parts.push(`reversed by move ${move.reversed_by_id}`);
  if (move.stock_check_id !== null) parts.push(`stock check ${move.stock_check_id}`);
  return parts.filter(Boolean).join(' · ');
}

type Dialog = { kind: 'create' } | { kind: 'cancel' | 'reverse'; move: StockMove };

/**
 * /backoffice/stock/moves: every move, newest first, a page at a time; by state, location and
 * variant. Staff make a move, start and finish it, cancel it before it finishes, and undo a
 * finished one by its reverse.
 */
export default function MovesPage() {
  const list = useListParams(FILTERS);
  const { filters, page, setFilter } = list;
  const moves = useMoves(page, filters);
  const tree = useLocations();
  const action = useMoveAction();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [picked, setPicked] = useState<StockVariant | null>(null);
  const shownVariant =
    picked && String(picked.id) === filters.variant
      ? picked
      : (moves.data?.results.find((move) => String(move.variant.id) === filters.variant)?.variant ??
        null);

  const run = async (move: StockMove, what: 'start' | 'finish') => {
    try {
      await action.mutateAsync({ id: move.id, action: what });
      toast.success(
        what === 'start'
          ? `Move ${move.id} is started.`
          : `Move ${move.id} is finished: ${move.amount} × ${move.variant.sku} are at ${move.to.code}.`,
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const title: DataColumn<StockMove> = {
    key: 'move',
    label: 'Move',
    render: (move) => {
      const event = lastEvent(move);
      return (
        <Box component="span" title={`Move ${move.id}: ${move.variant.name}`}>
          <TwoLines
            main={`${move.amount} × ${move.variant.sku}`}
            caption={`${event.label} ${formatDateTime(event.at)}`}
            wrap
          />
        </Box>
      );
    },
  };
  const columns: DataColumn<StockMove>[] = [
    {
      key: 'state',
      label: 'State',
      card: 'inline',
      render: (move) => <MoveStateChip state={move.state} />,
    },
    {
      key: 'route',
      label: 'From → to',
      render: (move) => `${move.from.code} → ${move.to.code}`,
    },
    {
      key: 'why',
      label: 'Why',
      render: (move) => (
        <Box sx={{ whiteSpace: 'normal', minWidth: 140, maxWidth: 280 }}>
          <TwoLines
            main={
              <>
                {move.order && (
                  <Link component={RouterLink} to={STOCK_PATHS.order(move.order)} sx={{ mr: 0.75 }}>
                    {`Order ${move.order}`}
                  </Link>
                )}
                {whyOf(move) || (move.order ? '' : '–')}
              </>
            }
            caption={move.created_by ?? 'The shop'}
            wrap
          />
        </Box>
      ),
    },
  ];

  const actions = (move: StockMove) => {
    const what = `move ${move.id} (${move.amount} × ${move.variant.sku})`;
    const busy = action.isPending && action.variables?.id === move.id;
    return (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {move.state === 'draft' && (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => void run(move, 'start')}
            aria-label={`Start ${what}`}
          >
            Start
          </Button>
        )}
        {(move.state === 'draft' || move.state === 'started') && (
          <>
            <Button
              size="small"
              variant="contained"
              disabled={busy}
              onClick={() => void run(move, 'finish')}
              aria-label={`Finish ${what}`}
            >
              Finish
            </Button>
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() => setDialog({ kind: 'cancel', move })}
              aria-label={`Cancel ${what}`}
            >
              Cancel
            </Button>
          </>
        )}
        {move.state === 'finished' && move.reversed_by_id === null && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setDialog({ kind: 'reverse', move })}
            aria-label={`Reverse ${what}`}
          >
            Reverse
          </Button>
        )}
      </Stack>
    );
  };

  const locations = flatLocations(tree.data);
  return (
    <>
      <StockHeader
        tab="moves"
        title="Moves"
        subtitle="Every change of stock is a move from one place to another; the finished ones are the ledger."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            Make a move
          </Button>
        }
      />
      <Stack
        role="search"
        aria-label="Filter moves"
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={1.5}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <VariantField
          size="small"
          value={shownVariant}
          onChange={(variant) => {
            setPicked(variant);
            setFilter('variant', variant ? String(variant.id) : '');
          }}
          sx={{ flex: 2, minWidth: { sm: 260 }, maxWidth: { sm: 380 } }}
        />
        <SelectFilter
          label="Location"
          value={filters.location}
          emptyLabel="Every location"
          options={locationOptions(locations)}
          onChange={(value) => setFilter('location', value)}
          sx={{ flex: 1, minWidth: { sm: 180 }, maxWidth: { sm: 260 } }}
        />
        <SelectFilter
          label="State"
          value={filters.state}
          options={optionsOf(MOVE_STATES, MOVE_STATE_LABELS)}
          onChange={(value) => setFilter('state', value)}
          sx={{ flex: 1, minWidth: { sm: 140 }, maxWidth: { sm: 180 } }}
        />
      </Stack>
      {filters.variant && !shownVariant && moves.isSuccess && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`Moves of variant ${filters.variant}`}
        </Typography>
      )}
      <PagedList
        query={moves}
        noun={['move', 'moves']}
        list={list}
        empty={{
          title: 'No moves yet',
          text: 'Opening balances, orders shipped, counts applied and the moves made here appear as they happen.',
        }}
      >
        {(rows) => (
          <DataList
            label="Moves"
            rows={rows}
            rowKey={(move) => move.id}
            title={title}
            columns={columns}
            inactive={(move) => move.state === 'cancelled'}
            actions={actions}
          />
        )}
      </PagedList>
      {dialog?.kind === 'create' && (
        <MoveDialog locations={locations} onClose={() => setDialog(null)} />
      )}
      {(dialog?.kind === 'cancel' || dialog?.kind === 'reverse') && (
        <MoveActionDialog kind={dialog.kind} move={dialog.move} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

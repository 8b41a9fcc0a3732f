import {
  Box,
  Button,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { StockLocation, VariantLevels } from '@windfamily/contract/logistics';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../accounts';
import { DataList, type DataColumn } from '../../../../components/backoffice/data-list';
import { SearchField, SelectFilter } from '../../../../components/backoffice/list-filters';
import { AdminLoadError } from '../../../../components/backoffice/load-states';
import { countOf, PagedList } from '../../../../components/backoffice/paged-list';
import { TwoLines } from '../../../../components/backoffice/two-lines';
import { useIsMobile } from '../../../../components/backoffice/use-is-mobile';
import { useListParams } from '../../../../components/backoffice/use-list-params';
import { useLevels, useLocations, useSetMinimum } from '../api';
import {
  flatLocations,
  locationLabel,
  locationOptions,
  type PlacedLocation,
} from '../components/locations';
import { StockHeader } from '../components/stock-header';
import { STOCK_PATHS } from '../paths';

const FILTERS = { search: 'text', location: 'text' } as const;

/** "12 units · 3 variants", or what a virtual place gave or took. */
function holding(location: StockLocation): string {
  if (location.virtual)
    return location.units === 0
      ? 'Nothing moved'
      : `${location.units > 0 ? 'Took' : 'Gave'} ${countOf(Math.abs(location.units), ['unit', 'units'])}`;
  return `${countOf(location.units, ['unit', 'units'])} · ${countOf(location.variants, ['variant', 'variants'])}`;
}

/** The location tree: each place with what it holds; choosing one narrows the variants to it. */
function LocationTreeList({
  locations,
  selected,
  onSelect,
}: {
  locations: PlacedLocation[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  return (
    <Paper variant="outlined" component="nav" aria-label="Locations">
      <List dense disablePadding>
        <ListItemButton selected={selected === ''} onClick={() => onSelect('')}>
          <ListItemText
            primary="Every location"
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
        </ListItemButton>
        {locations.map((location) => (
          <ListItemButton
            key={location.id}
            selected={selected === String(location.id)}
            aria-current={selected === String(location.id) ? 'true' : undefined}
            onClick={() => onSelect(String(location.id))}
            sx={{ pl: 2 + location.depth * 2.5 }}
          >
            <ListItemText
              primary={locationLabel(location)}
              secondary={holding(location)}
              slotProps={{
                secondary: { color: location.virtual ? 'text.disabled' : 'text.secondary' },
              }}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

/** A variant's units at each place, as small chips; virtual places (what they owe) greyed. */
function LevelChips({ row, virtual }: { row: VariantLevels; virtual: Set<number> }) {
  if (row.levels.length === 0)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        None anywhere
      </Typography>
    );
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, whiteSpace: 'normal' }}
    >
      {row.levels.map((level) => (
        <Chip
          key={level.location.id}
          component="span"
          size="small"
          variant={virtual.has(level.location.id) ? 'outlined' : 'filled'}
          label={`${level.location.code} ${level.quantity}`}
          title={`${level.quantity} at ${level.location.name}`}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        />
      ))}
    </Box>
  );
}

/**
 * The fewest units to keep free to sell, edited in place: saved when the field is left or
 * Enter is pressed; fewer free units show among the statistics' open items.
 */
function MinimumField({ row }: { row: VariantLevels }) {
  const [text, setText] = useState(String(row.minimum));
  const setMinimum = useSetMinimum();
  const save = () => {
    const minimum = Number(text);
    if (text.trim() === '' || !Number.isInteger(minimum) || minimum < 0) {
      setText(String(row.minimum));
      toast.error('The minimum is a whole number of units, 0 for none.');
      return;
    }
    if (minimum === row.minimum) return;
    setMinimum.mutate(
      { variantId: row.variant.id, minimum },
      {
        onSuccess: () => toast.success(`Minimum of ${row.variant.sku}: ${minimum}`),
        onError: (error) => {
          setText(String(row.minimum));
          toast.error(errorMessage(error));
        },
      },
    );
  };
  const below = row.minimum > 0 && row.available < row.minimum;
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
      disabled={setMinimum.isPending}
      error={below}
      slotProps={{
        htmlInput: {
          min: 0,
          step: 1,
          'aria-label': `Minimum of ${row.variant.sku}`,
          ...(below ? { title: 'Fewer free to sell than the minimum' } : {}),
        },
      }}
      sx={{ width: 96 }}
    />
  );
}

/**
 * /backoffice/stock: the location tree with what each place holds, and the stocked variants
 * with their units at each location, found by SKU or name and narrowed to a place (with the
 * places under it).
 */
export default function LevelsPage() {
  const list = useListParams(FILTERS);
  const { filters, page, text, setText, setFilter } = list;
  const tree = useLocations();
  const levels = useLevels(page, filters);
  const isMobile = useIsMobile();
  const locations = flatLocations(tree.data);
  const virtual = new Set(locations.filter((one) => one.virtual).map((one) => one.id));
  const chosen = locations.find((one) => String(one.id) === filters.location);

  const title: DataColumn<VariantLevels> = {
    key: 'variant',
    label: 'Variant',
    render: (row) => <TwoLines main={row.variant.name} caption={row.variant.sku} />,
  };
  const columns: DataColumn<VariantLevels>[] = [
    {
      key: 'available',
      label: 'Free to sell',
      align: 'right',
      render: (row) => row.available,
    },
    {
      key: 'minimum',
      label: 'Minimum',
      align: 'right',
      render: (row) => <MinimumField key={`${row.variant.id}-${row.minimum}`} row={row} />,
    },
    {
      key: 'levels',
      label: chosen ? `Units at ${chosen.code}` : 'Units per location',
      render: (row) => <LevelChips row={row} virtual={virtual} />,
    },
  ];

  const treeView = tree.isPending ? (
    <Skeleton variant="rounded" height={isMobile ? 40 : 420} />
  ) : tree.isError ? (
    <AdminLoadError what="The locations" error={tree.error} onRetry={() => void tree.refetch()} />
  ) : isMobile ? (
    <SelectFilter
      label="Location"
      emptyLabel="Every location"
      value={filters.location}
      options={locationOptions(locations)}
      onChange={(value) => setFilter('location', value)}
      sx={{ width: '100%' }}
    />
  ) : (
    <LocationTreeList
      locations={locations}
      selected={filters.location}
      onSelect={(id) => setFilter('location', id)}
    />
  );

  return (
    <>
      <StockHeader
        tab="levels"
        title="Stock"
        subtitle="Where the units are: each place of the warehouse and beyond, and each variant's units there."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box>{treeView}</Box>
        <Box sx={{ minWidth: 0 }}>
          <Stack role="search" aria-label="Find variants" sx={{ mb: 2 }}>
            <SearchField
              label="Variant"
              placeholder="SKU or name"
              value={text('search')}
              onChange={(value) => setText('search', value)}
              sx={{ width: { xs: '100%', sm: 360 } }}
            />
          </Stack>
          <PagedList
            query={levels}
            noun={['variant', 'variants']}
            list={list}
            noMatch={{
              text: chosen
                ? `Nothing matching is at ${locationLabel(chosen)}.`
                : 'Try part of the SKU or of the name.',
              clear: 'Show every variant',
            }}
            empty={{
              title: 'No stocked variants',
              text: 'Variants whose stock is kept appear here with their units at each place.',
            }}
          >
            {(rows) => (
              <DataList
                label="Variants and their units"
                rows={rows}
                rowKey={(row) => row.variant.id}
                title={title}
                columns={columns}
                actions={(row) => (
                  <Button
                    size="small"
                    component={RouterLink}
                    to={STOCK_PATHS.movesOf({ variant: String(row.variant.id) })}
                    aria-label={`Moves of ${row.variant.sku}`}
                  >
                    Moves
                  </Button>
                )}
              />
            )}
          </PagedList>
        </Box>
      </Box>
    </>
  );
}

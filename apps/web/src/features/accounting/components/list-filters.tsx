import { Collapse, Stack } from '@mui/material';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import {
  DateFilter as DateField,
  MoreFiltersButton,
  SearchField,
  SelectFilter as SelectField,
} from '../../../components/backoffice/list-filters';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';

/**
 * The filter bar above a list: the fields side by side, wrapping. On phones the first field
 * (`main`) stays and the others (`more`) fold away behind a button that counts those set.
 */
export function FilterBar({
  label,
  main,
  more,
  moreSet,
}: {
  label: string;
  main: ReactNode;
  more: ReactNode;
  /** How many of the `more` filters are set. */
  moreSet: number;
}) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  if (!isMobile)
    return (
      <Stack
        role="search"
        aria-label={label}
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {main}
        {more}
      </Stack>
    );
  return (
    <Stack role="search" aria-label={label} spacing={1.5} sx={{ mb: 2 }}>
      {main}
      <MoreFiltersButton
        open={open}
        onToggle={() => setOpen((shown) => !shown)}
        set={moreSet}
        controls={moreId}
        sx={{ alignSelf: 'flex-start' }}
      />
      <Collapse in={open} id={moreId}>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          {more}
        </Stack>
      </Collapse>
    </Stack>
  );
}

// The bar's fields, each as wide as what it holds: a search wider, a day just wide enough.

/** A text filter of the bar: a search box, or (`search` off) a plain text field. */
export function TextFilter(props: Omit<ComponentProps<typeof SearchField>, 'sx'>) {
  const search = props.search ?? false;
  return (
    <SearchField
      {...props}
      search={search}
      sx={{
        flex: search ? 2 : 1,
        minWidth: { sm: search ? 220 : 150 },
        maxWidth: { sm: search ? 340 : 220 },
      }}
    />
  );
}

/** A choice of the bar, with "All" for no filter. */
export function SelectFilter(props: Omit<ComponentProps<typeof SelectField>, 'sx'>) {
  return <SelectField {...props} sx={{ flex: 1, minWidth: { sm: 140 }, maxWidth: { sm: 200 } }} />;
}

/** A day of the bar. */
export function DateFilter(props: Omit<ComponentProps<typeof DateField>, 'sx'>) {
  return <DateField {...props} sx={{ flex: 1, minWidth: { sm: 170 }, maxWidth: { sm: 190 } }} />;
}

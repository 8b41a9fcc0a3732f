import {
  Box,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { NotebookResult } from '@windfamily/contract/notebook';
import { useState } from 'react';
import { cellText } from '../../../lib/csv';

/** A quick look at a result: one column along x, one numeric column as y, as line or bar. */
/** Picks the column of one axis by its position in the result. */
function ColumnSelect({
  axis,
  names,
  value,
  onChange,
}: {
  axis: 'X' | 'Y';
  names: string[];
  value: number;
  onChange: (column: number) => void;
}) {
  const id = `chart-${axis.toLowerCase()}`;
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id={id}>{`${axis} column`}</InputLabel>
      <Select
        labelId={id}
        label={`${axis} column`}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {names.map((name, i) => (
          <MenuItem key={i} value={i}>
            {name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

export function QuickChart({ result }: { result: NotebookResult }) {
  const names = result.columns.map((column, i) => `${i + 1}. ${column.name}`);
  const [x, setX] = useState(0);
  const [y, setY] = useState(Math.min(1, names.length - 1));
  const [kind, setKind] = useState<'line' | 'bar'>('bar');
  const labels = result.rows.map((row) => cellText(row[x]));
  const values = result.rows.map((row) => {
    const number = Number(row[y]);
    return row[y] === null || Number.isNaN(number) ? null : number;
  });
  const yName = result.columns[y]?.name ?? '';
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ColumnSelect axis="X" names={names} value={x} onChange={setX} />
        <ColumnSelect axis="Y" names={names} value={y} onChange={setY} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_event, value: 'line' | 'bar' | null) => value && setKind(value)}
          aria-label="Chart kind"
        >
          <ToggleButton value="bar">Bar</ToggleButton>
          <ToggleButton value="line">Line</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {kind === 'bar' ? (
        <BarChart
          height={320}
          xAxis={[{ scaleType: 'band', data: labels }]}
          series={[{ data: values, label: yName }]}
        />
      ) : (
        <LineChart
          height={320}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={[{ data: values, label: yName, connectNulls: true }]}
        />
      )}
    </Box>
  );
}

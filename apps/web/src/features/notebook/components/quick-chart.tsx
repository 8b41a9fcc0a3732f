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
import { cellText } from './csv';

/** A quick look at a result: one column along x, one numeric column as y, as line or bar. */
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
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="chart-x">X column</InputLabel>
          <Select
            labelId="chart-x"
            label="X column"
            value={x}
            onChange={(event) => setX(Number(event.target.value))}
          >
            {names.map((name, i) => (
              <MenuItem key={i} value={i}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="chart-y">Y column</InputLabel>
          <Select
            labelId="chart-y"
            label="Y column"
            value={y}
            onChange={(event) => setY(Number(event.target.value))}
          >
            {names.map((name, i) => (
              <MenuItem key={i} value={i}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
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

import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ComboColors, PickerDetail } from '@windfamily/contract/colorpicker';
import { WING_VIEW_LABELS } from '@windfamily/contract/colorpicker-basics';
import { ColorChip } from './color-chip';
import { paletteOf, type Palette } from './combo-colors';

/**
 * A combo's colours zone by zone: the zone's name (from the model's template; its key while
 * that loads or if the model changed since), the cloth's name and code.
 */
export function ZoneColorsTable({
  colors,
  detail,
  labelledBy,
}: {
  colors: ComboColors;
  detail: PickerDetail | undefined;
  /** The id of the heading that names the table. */
  labelledBy: string;
}) {
  const palette: Palette = detail ? paletteOf(detail) : new Map();
  const zones = detail?.zones ?? [];
  const known = new Set(zones.map((zone) => zone.key));
  const rows = [
    ...zones
      .filter((zone) => colors[zone.key] !== undefined)
      .map((zone) => ({ key: zone.key, name: zone.name, surface: WING_VIEW_LABELS[zone.surface] })),
    ...Object.keys(colors)
      .filter((key) => !known.has(key))
      .map((key) => ({ key, name: key.replaceAll('_', ' '), surface: '' })),
  ];
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Zone
          </TableCell>
          <TableCell component="th" scope="col">
            Colour
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const code = colors[row.key] ?? '';
          const cloth = palette.get(code);
          return (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.name}
                {row.surface && (
                  <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${row.surface}`}</Box>
                )}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {cloth ? (
                    <ColorChip hex={cloth.hex} size={20} />
                  ) : detail ? null : (
                    <Skeleton variant="rounded" width={20} height={20} />
                  )}
                  {cloth ? `${cloth.name} · ${cloth.code}` : code}
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

import { Box, Card, CardContent, Typography } from '@mui/material';

export interface KeyFigure {
  /** Names the value for the browser journeys (`data-testid="kpi-{id}"`). */
  id: string;
  label: string;
  value: string;
  /** A line under the value: what it counts, or its change against the period before. */
  note?: string;
  /** The change the note tells: green up, red down; grey when absent. */
  trend?: 'up' | 'down';
}

const TREND_COLOURS = { up: 'success.main', down: 'error.main' } as const;

/** A dashboard's key figures of the period, a card each: two a row on a phone, one row wide. */
export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  return (
    <Box
      component="ul"
      aria-label="Key figures"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: `repeat(${figures.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {figures.map((figure) => (
        <Card key={figure.id} component="li" variant="outlined" aria-label={figure.label}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              sx={{
                fontSize: { xs: '1.05rem', sm: '1.2rem', xl: '1.4rem' },
                fontWeight: 700,
                whiteSpace: 'nowrap',
              }}
              data-testid={`kpi-${figure.id}`}
            >
              {figure.value}
            </Typography>
            {figure.note && (
              <Typography
                variant="body2"
                sx={{ color: figure.trend ? TREND_COLOURS[figure.trend] : 'text.secondary' }}
              >
                {figure.note}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the right of the title (e.g. "Add variant"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card grouping the fields of a form (a region named by its title). */
export function FormSection({ title, description, actions, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}
        >
          <Box>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem' }}>
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {description}
              </Typography>
            )}
          </Box>
          {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** Fields side by side on wide screens (two columns by default), one under the other on phones. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: columns === 3 ? '1fr 1fr' : '1fr',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

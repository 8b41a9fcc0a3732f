import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useIsMobile } from './use-is-mobile';
import { visuallyHidden } from '../visually-hidden';

export interface DataColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /**
   * How the phone's card shows it: as a labelled row (default), inline in one line under
   * the title without its label (short things such as chips), or not at all.
   */
  card?: 'row' | 'inline' | 'hidden';
  /** Width hint of the table column. */
  width?: number | string;
}

interface DataListProps<T> {
  /** Names the table (and the list of cards) for screen readers. */
  label: string;
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: DataColumn<T>[];
  /** The card's title on phones; in the table it is the first column. */
  title: DataColumn<T>;
  /** The card's picture on phones. */
  media?: (row: T) => ReactNode;
  /** Switched off: shown greyed. */
  inactive?: (row: T) => boolean;
  /** Where a row leads (its editor); the title is the link. */
  href?: (row: T) => string;
  /** A click anywhere on a table row follows `href` too (the title stays the link for keyboards). */
  rowClick?: boolean;
  /** Buttons of a row (e.g. Edit, Deactivate). */
  actions?: (row: T) => ReactNode;
}

const inactiveSx = { opacity: 0.55 };

/**
 * The back office's lists: a table on wide screens, a stack of cards on phones, with the
 * same columns. Inactive rows are greyed (their buttons stay as they are).
 */
export function DataList<T>({
  label,
  rows,
  rowKey,
  columns,
  title,
  media,
  inactive,
  href,
  rowClick = false,
  actions,
}: DataListProps<T>) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();

  if (isMobile) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => {
          const content = (
            <CardContent
              className="data-card-content"
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5 }}
            >
              {media && <Box sx={{ flexShrink: 0 }}>{media(row)}</Box>}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ fontWeight: 700, mb: 0.5, overflowWrap: 'anywhere' }}>
                  {title.render(row)}
                </Box>
                {columns.some((column) => column.card === 'inline') && (
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: 0.75,
                      alignItems: 'center',
                      mb: 0.75,
                      fontSize: '0.875rem',
                    }}
                  >
                    {columns
                      .filter((column) => column.card === 'inline')
                      .map((column) => (
                        <Box component="span" key={column.key}>
                          {column.render(row)}
                        </Box>
                      ))}
                  </Box>
                )}
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 1.5,
                    rowGap: 0.25,
                    fontSize: '0.875rem',
                  }}
                >
                  {columns
                    .filter((column) => (column.card ?? 'row') === 'row')
                    .map((column) => (
                      <Box key={column.key} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {column.label}
                        </Typography>
                        <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                          {column.render(row)}
                        </Box>
                      </Box>
                    ))}
                </Box>
              </Box>
            </CardContent>
          );
          return (
            <Box component="li" key={rowKey(row)}>
              <Card
                variant="outlined"
                sx={inactive?.(row) ? { '& .data-card-content': inactiveSx } : undefined}
              >
                {href ? (
                  <CardActionArea component={RouterLink} to={href(row)}>
                    {content}
                  </CardActionArea>
                ) : (
                  content
                )}
                {actions && (
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ px: 1.5, pb: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}
                  >
                    {actions(row)}
                  </Stack>
                )}
              </Card>
            </Box>
          );
        })}
      </Stack>
    );
  }

  const allColumns = [title, ...columns];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {media && (
              <TableCell sx={{ width: 72 }}>
                <Box component="span" sx={visuallyHidden}>
                  Picture
                </Box>
              </TableCell>
            )}
            {allColumns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', width: column.width }}
              >
                {column.label}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover
              onClick={
                rowClick && href
                  ? (event) => {
                      // Links and buttons of the row do their own thing; selecting text is no click.
                      if ((event.target as Element).closest('a, button, input, label')) return;
                      if (window.getSelection()?.toString()) return;
                      void navigate(href(row));
                    }
                  : undefined
              }
              sx={{
                ...(rowClick && href && { cursor: 'pointer' }),
                ...(inactive?.(row) && { '& > .data-cell': inactiveSx }),
              }}
            >
              {media && (
                <TableCell className="data-cell" sx={{ py: 0.75 }}>
                  {media(row)}
                </TableCell>
              )}
              {allColumns.map((column, index) => (
                <TableCell
                  key={column.key}
                  className="data-cell"
                  align={column.align}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  sx={{ whiteSpace: 'nowrap', ...(index === 0 && { fontWeight: 600 }) }}
                >
                  {index === 0 && href ? (
                    <Box
                      component={RouterLink}
                      to={href(row)}
                      sx={{
                        color: 'primary.main',
                        textDecoration: 'none',
                        '&:hover': { textDecoration: 'underline' },
                      }}
                    >
                      {column.render(row)}
                    </Box>
                  ) : (
                    column.render(row)
                  )}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

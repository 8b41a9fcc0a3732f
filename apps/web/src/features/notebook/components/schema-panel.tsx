import {
  Box,
  Button,
  Collapse,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { NotebookTable } from '@windfamily/contract/notebook';

/** One table: its name inserts it; the arrow shows its columns, each inserting its name. */
function TableEntry({
  table,
  onInsert,
}: {
  table: NotebookTable;
  onInsert: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton
          size="small"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} the columns of ${table.name}`}
          onClick={() => setOpen(!open)}
        >
          {open ? '▾' : '▸'}
        </IconButton>
        <Button
          size="small"
          sx={{ textTransform: 'none', fontFamily: 'monospace', justifyContent: 'flex-start' }}
          onClick={() => onInsert(table.name)}
        >
          {table.name}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <List dense disablePadding sx={{ pl: 4 }}>
          {table.columns.map((column) => (
            <ListItemButton key={column.name} onClick={() => onInsert(column.name)} sx={{ py: 0 }}>
              <ListItemText
                primary={column.name}
                secondary={`${column.type}${column.nullable ? '' : ' not null'}`}
                slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** Every table of the app's schema, beside the editor. */
export function SchemaPanel({
  tables,
  onInsert,
}: {
  tables: NotebookTable[];
  onInsert: (text: string) => void;
}) {
  if (!tables.length)
    return <Typography color="text.secondary">The schema has no tables.</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Tables"
      sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 560, overflow: 'auto' }}
    >
      {tables.map((table) => (
        <TableEntry key={table.name} table={table} onInsert={onInsert} />
      ))}
    </Box>
  );
}

import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Link,
  Paper,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ColorCombo } from '@windfamily/contract/colorpicker';
import { comboPath } from '@windfamily/contract/colorpicker-basics';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/backoffice/confirm-delete-dialog';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDate, parseApiDate } from '../../../lib/dates';
import { HttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/use-page-title';
import { RequireLogin } from '../../accounts';
import { useDeleteCombo, useMyCombos } from '../api';
import { ComboPicture } from '../components/combo-picture';
import { RenameComboDialog } from '../components/rename-combo-dialog';
import { COLORPICKER_PATH, ORDER_SECTION_ID } from '../paths';
import { LoadError } from '../../../components/load-states';

export const ORDERED_LOCKED =
  'Ordered designs are kept as they were ordered: they cannot be renamed or deleted.';
const DELETE_FAILED = 'We could not delete your design. Please try again.';

/** A button that, on an ordered design, is disabled and says why in a tooltip. */
function LockableButton({
  locked,
  children,
  ...props
}: {
  locked: boolean;
  children: string;
  startIcon: ReactNode;
  onClick: () => void;
  'aria-label': string;
  color?: 'error';
}) {
  const button = (
    <Button size="small" disabled={locked} {...props}>
      {children}
    </Button>
  );
  return locked ? (
    <Tooltip title={ORDERED_LOCKED} describeChild>
      {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

function ComboCard({
  combo,
  onRename,
  onDelete,
}: {
  combo: ColorCombo;
  onRename: () => void;
  onDelete: () => void;
}) {
  const page = comboPath(combo.slug);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component={RouterLink}
        to={page}
        tabIndex={-1}
        aria-hidden="true"
        sx={{ display: 'block', aspectRatio: '3 / 2', bgcolor: '#f0f4f7', overflow: 'hidden' }}
      >
        <ComboPicture combo={combo} alt="" sx={{ height: '100%', objectFit: 'contain' }} />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography
          variant="h2"
          sx={{ fontSize: '1.2rem', fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          <Link component={RouterLink} to={page} color="inherit" underline="hover">
            {combo.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {combo.product.name}
          {' · '}
          <time dateTime={combo.created}>{formatDate(parseApiDate(combo.created))}</time>
        </Typography>
        {combo.ordered && (
          <>
            <Chip
              label="Ordered"
              size="small"
              color="success"
              variant="outlined"
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
            />
            {/* The disabled buttons' tooltip, for those who cannot hover them. */}
            <Box component="span" sx={visuallyHidden}>
              {ORDERED_LOCKED}
            </Box>
          </>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 'auto', pt: 1.5, ml: -0.5 }}>
          <Button size="small" component={RouterLink} to={page} aria-label={`Open ${combo.name}`}>
            Open
          </Button>
          <Button
            size="small"
            component={RouterLink}
            to={`${page}#${ORDER_SECTION_ID}`}
            aria-label={`Order ${combo.name}`}
          >
            Order
          </Button>
          <LockableButton
            locked={combo.ordered}
            startIcon={<EditOutlinedIcon />}
            onClick={onRename}
            aria-label={`Rename ${combo.name}`}
          >
            Rename
          </LockableButton>
          <LockableButton
            locked={combo.ordered}
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={onDelete}
            aria-label={`Delete ${combo.name}`}
          >
            Delete
          </LockableButton>
        </Box>
      </CardContent>
    </Card>
  );
}

const gridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

function ListSkeleton() {
  return (
    <Box sx={gridSx} role="status" aria-label="Loading your designs">
      {[0, 1, 2].map((key) => (
        <Box key={key}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
          <Skeleton width="60%" sx={{ fontSize: '1.3rem', mt: 1 }} />
          <Skeleton width="40%" />
        </Box>
      ))}
    </Box>
  );
}

function NoCombos() {
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: { xs: 5, md: 7 }, px: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        No saved designs yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Design the colours of your wing in the colour picker and save them: you will find them here.
      </Typography>
      <Button component={RouterLink} to={COLORPICKER_PATH} variant="contained" color="secondary">
        Customize your Wing
      </Button>
    </Paper>
  );
}

function MyColors() {
  const { data, isPending, isError, refetch } = useMyCombos();
  const remove = useDeleteCombo();
  const [renaming, setRenaming] = useState<ColorCombo | null>(null);
  // The design asked about stays named while the dialog closes.
  const [deleting, setDeleting] = useState<ColorCombo | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | undefined>();

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(undefined);
    remove.mutate(deleting.slug, {
      onSuccess: () => setConfirming(false),
      onError: (error) =>
        setDeleteError(
          error instanceof HttpError && error.statusCode < 500
            ? error.publicMessage
            : DELETE_FAILED,
        ),
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, mb: { xs: 2, md: 3 } }}
      >
        My Colors
      </Typography>
      {isPending ? (
        <ListSkeleton />
      ) : isError && !data ? (
        <LoadError what="your designs" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <NoCombos />
      ) : (
        <Box component="ul" aria-label="Your colour designs" sx={gridSx}>
          {data.map((combo) => (
            <li key={combo.slug}>
              <ComboCard
                combo={combo}
                onRename={() => setRenaming(combo)}
                onDelete={() => {
                  setDeleteError(undefined);
                  setDeleting(combo);
                  setConfirming(true);
                }}
              />
            </li>
          ))}
        </Box>
      )}
      {renaming && <RenameComboDialog combo={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDeleteDialog
        open={confirming}
        title={`Delete “${deleting?.name ?? ''}”?`}
        text="The design and its link go for good: anyone you shared the link with will no longer see it."
        deleting={remove.isPending}
        error={deleteError}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </Container>
  );
}

/** /account/my_colors: the account's saved colour designs, to open, order, rename or delete. */
export default function MyColorsPage() {
  usePageTitle('My Colors');
  return (
    <RequireLogin>
      <MyColors />
    </RequireLogin>
  );
}

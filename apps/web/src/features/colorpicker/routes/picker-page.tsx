import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Container, Skeleton, Typography } from '@mui/material';
import type { ColorCombo, ComboColors, PickerDetail } from '@windfamily/contract/colorpicker';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import NotFoundPage from '../../../components/not-found-page';
import { isHttpError } from '../../../lib/http';
import { LoadError } from '../../../components/load-states';
import { PageTitle } from '../../catalog/components/page-title';
import { useCombo, usePickerModel } from '../api';
import { ColorPicker } from '../components/color-picker';
import { completeColors } from '../components/combo-colors';
import { COLORPICKER_PATH, COPY_PARAM, PRESET_PARAM } from '../paths';

interface Start {
  colors: ComboColors;
  notice?: string;
}

/** The colours the picker opens with: a saved combo's, a preset's, or the standard ones. */
function startOf(
  detail: PickerDetail,
  presetSlug: string,
  copy: { combo: ColorCombo | undefined } | null,
): Start {
  if (copy) {
    const { combo } = copy;
    if (combo && combo.product.slug === detail.slug) {
      return {
        colors: completeColors(detail, combo.colors),
        notice: `A copy of “${combo.name}”: saving it makes a new design.`,
      };
    }
    return {
      colors: completeColors(detail),
      notice: 'We could not open that saved design: here are the standard colours.',
    };
  }
  if (presetSlug) {
    const preset = detail.presets.find((candidate) => candidate.slug === presetSlug);
    if (preset) return { colors: completeColors(detail, preset.colors) };
    return {
      colors: completeColors(detail),
      notice: 'That preset is no longer offered: here are the standard colours.',
    };
  }
  return { colors: completeColors(detail) };
}

function PickerSkeleton() {
  return (
    <Box role="status" aria-label="Loading the colour picker">
      <Skeleton width={320} height={44} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 1', height: 'auto' }} />
        <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 1', height: 'auto' }} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, mt: 4, maxWidth: 420 }}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * /colorpicker/picker/:slug: design a wing's colours. `?combo_preset_slug=` starts from a
 * preset, `?combo=` from a copy of a saved combo.
 */
export default function PickerPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const presetSlug = params.get(PRESET_PARAM) ?? '';
  const copySlug = params.get(COPY_PARAM) ?? '';
  const model = usePickerModel(slug);
  const copy = useCombo(copySlug, copySlug !== '');
  if (isHttpError(model.error, 404)) return <NotFoundPage />;

  const detail = model.data;
  const copyPending = copySlug !== '' && copy.isPending;
  const start =
    detail && !copyPending
      ? startOf(detail, presetSlug, copySlug ? { combo: copy.data } : null)
      : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle title={detail ? `Customize your ${detail.name}` : 'Customize your Wing'} />
      <Button
        component={RouterLink}
        to={COLORPICKER_PATH}
        startIcon={<ArrowBackIcon />}
        sx={{ ml: -1, mb: 1 }}
      >
        All wings to customize
      </Button>
      {!detail && model.isError ? (
        <LoadError what="the colour picker" onRetry={() => void model.refetch()} />
      ) : !detail || !start ? (
        <PickerSkeleton />
      ) : (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 0.5 }}>
            {`Customize your ${detail.name}`}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Choose a zone on the drawing or in the list, then its colour. Every wing is sewn to
            order in the colours you save.
          </Typography>
          {start.notice && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {start.notice}
            </Alert>
          )}
          <ColorPicker
            key={`${detail.slug}|${presetSlug}|${copySlug}`}
            detail={detail}
            start={start.colors}
          />
        </>
      )}
    </Container>
  );
}

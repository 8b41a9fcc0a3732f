import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { ColorCombo } from '@windfamily/contract/colorpicker';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { OrderComboForm } from './order-combo-form';
import { ShareLink } from './share-link';

/** "Sophie Joy - Alpine sunset.png" */
export const downloadName = (combo: Pick<ColorCombo, 'name' | 'product'>) =>
  `${combo.product.name} - ${combo.name}.png`;

/**
 * What a saved design offers: its link to share, its picture to download and the wing to
 * order. They are the saved colours: after a change the pilot is told to save again.
 */
export function SavedComboPanel({ combo, changed }: { combo: ColorCombo; changed: boolean }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {`Saved as “${combo.name}”`}
      </Typography>
      {changed && (
        <Alert severity="info">
          You have changed colours since saving. The link, the picture and the wing to order below
          are “{combo.name}” as saved: save again to share or order your changes.
        </Alert>
      )}
      <ShareLink path={combo.public_link} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={combo.public_link}
          variant="outlined"
          startIcon={<OpenInNewIcon />}
        >
          Open its page
        </Button>
        <Button
          component="a"
          href={combo.image.png}
          download={downloadName(combo)}
          variant="outlined"
          startIcon={<DownloadIcon />}
        >
          Download image
        </Button>
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mt: 1 }}>
        Order this wing
      </Typography>
      <OrderComboForm productSlug={combo.product.slug} comboSlug={combo.slug} />
    </Box>
  );
}

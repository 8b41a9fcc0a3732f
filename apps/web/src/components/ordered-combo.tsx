import { Box, Typography } from '@mui/material';
import type { OrderedCombo } from '@windfamily/contract/colorpicker';

/** The combo's picture is 1200 × 630 (a link preview's shape). */
const PICTURE_WIDTH = 240;
const PICTURE_HEIGHT = 126;

/**
 * A wing's colours as they were ordered: the coloured drawing and, zone by zone, the cloth's
 * code and name, flagged when the workshop no longer has it. The customer's order page shows
 * the zones folded away; the back office shows them open, for sewing.
 */
export function OrderedComboDetails({
  combo,
  productName,
  open = false,
}: {
  combo: OrderedCombo;
  productName: string;
  open?: boolean;
}) {
  const zones = (
    <Box
      component="ul"
      aria-label={`Colours of ${combo.name}`}
      sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'grid', gap: 0.25 }}
    >
      {combo.zones.map((zone) => (
        <Typography
          component="li"
          variant="body2"
          key={zone.key}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              flex: 'none',
              borderRadius: 0.5,
              border: 1,
              borderColor: 'divider',
              bgcolor: zone.hex,
            }}
          />
          <span>
            {zone.name}: {zone.code} {zone.color_name}
            {zone.unavailable && (
              <Box component="strong" sx={{ color: 'error.dark' }}>
                {' '}
                (no longer available)
              </Box>
            )}
          </span>
        </Typography>
      ))}
    </Box>
  );
  return (
    <Box sx={{ mt: 1 }}>
      <picture>
        <source srcSet={combo.image.webp} type="image/webp" />
        <img
          src={combo.image.png}
          alt={`${productName} in the colours "${combo.name}"`}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading="lazy"
          style={{ display: 'block', width: '100%', maxWidth: PICTURE_WIDTH, height: 'auto' }}
        />
      </picture>
      {open ? (
        zones
      ) : (
        <Box component="details" sx={{ mt: 0.5, '& > summary': { cursor: 'pointer' } }}>
          <Typography component="summary" variant="body2">
            Colours per zone
          </Typography>
          {zones}
        </Box>
      )}
    </Box>
  );
}

import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Link, Typography } from '@mui/material';
import type { CustomerCombo } from '@windfamily/contract/customers';
import { FormSection } from '../../../components/backoffice/form-section';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDay } from '../../../lib/dates';

/** The combo's picture is 1200 × 630 (a link preview's shape). */
function Combo({ combo }: { combo: CustomerCombo }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          width: 96,
          height: 50,
          flexShrink: 0,
          bgcolor: 'grey.100',
          borderRadius: 0.5,
          overflow: 'hidden',
        }}
      >
        <picture style={{ display: 'contents' }}>
          <source type="image/webp" srcSet={combo.image.webp} />
          <img
            src={combo.image.png}
            alt=""
            loading="lazy"
            decoding="async"
            width={96}
            height={50}
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </picture>
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link
          href={combo.public_link}
          target="_blank"
          rel="noopener"
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {combo.name || combo.slug}
          <OpenInNewIcon sx={{ fontSize: '0.9rem', ml: 0.5, verticalAlign: 'middle' }} />
          <Box component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Box>
        </Link>
        <Typography variant="body2" color="text.secondary">
          {`${combo.product} · ${formatDay(combo.created)}`}
        </Typography>
      </Box>
      {combo.ordered && (
        <Chip component="span" size="small" label="Ordered" color="success" variant="outlined" />
      )}
    </Box>
  );
}

/** The colour combos the account saved, newest first, each opening its page. */
export function ColorCombos({ combos }: { combos: { count: number; results: CustomerCombo[] } }) {
  const { count, results } = combos;
  return (
    <FormSection
      title="Colour combos"
      description={
        count > results.length ? `The newest ${results.length} of ${count} combos.` : undefined
      }
    >
      {count === 0 ? (
        <Typography color="text.secondary">No colour combos saved.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Colour combos"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
          }}
        >
          {results.map((combo) => (
            <Combo key={combo.slug} combo={combo} />
          ))}
        </Box>
      )}
    </FormSection>
  );
}

import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { PickerModel } from '@windfamily/contract/colorpicker';
import { pickerPath } from '@windfamily/contract/colorpicker-basics';
import { PRODUCT_CARD_IMAGE_SIZES } from '@windfamily/contract/image-sizes';
import { Link as RouterLink } from 'react-router';
import { ProductPicture } from '../../catalog';

/** A customisable model: its picture, name and slogan, the whole card a link to its picker. */
export function ModelCard({ model, priority = false }: { model: PickerModel; priority?: boolean }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      <CardActionArea
        component={RouterLink}
        to={pickerPath(model.slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: '#f0f4f7', overflow: 'hidden' }}>
          {model.thumbnail && (
            <ProductPicture
              image={model.thumbnail}
              sizes={PRODUCT_CARD_IMAGE_SIZES}
              priority={priority}
              alt=""
              sx={{ height: '100%', objectFit: 'contain' }}
            />
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
            {model.name}
          </Typography>
          {model.slogan && <Typography color="text.secondary">{model.slogan}</Typography>}
          <Typography
            component="span"
            sx={{
              mt: 'auto',
              pt: 1,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              fontWeight: 700,
              color: 'secondary.main',
            }}
          >
            <PaletteOutlinedIcon fontSize="small" aria-hidden="true" />
            Design its colours
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

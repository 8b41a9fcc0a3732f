import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { Box } from '@mui/material';
import type { Image } from '@windfamily/contract/catalog';
import { ProductPicture } from '../../catalog';

interface MemberPhotoProps {
  photo: Image | null;
  name: string;
  /** How wide it shows (`sizes`): the server preloads the first portrait at the same. */
  sizes: string;
  priority?: boolean;
  /** '' where the name is written beside it. */
  alt?: string;
  rounded?: boolean;
}

/** A member's square portrait, or a calm placeholder when there is none. */
export function MemberPhoto({
  photo,
  name,
  sizes,
  priority,
  alt,
  rounded = false,
}: MemberPhotoProps) {
  const frame = {
    aspectRatio: '1 / 1',
    width: '100%',
    overflow: 'hidden',
    bgcolor: 'grey.100',
    borderRadius: rounded ? 2 : 0,
  } as const;
  if (!photo)
    return (
      <Box
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        role={alt === '' ? undefined : 'img'}
        aria-label={alt === '' ? undefined : `No portrait of ${name} yet`}
        aria-hidden={alt === '' ? true : undefined}
      >
        <PersonOutlineIcon sx={{ fontSize: '4rem', color: 'text.disabled' }} />
      </Box>
    );
  return (
    <Box sx={frame}>
      <ProductPicture
        image={photo}
        sizes={sizes}
        priority={priority ?? false}
        {...(alt !== undefined ? { alt } : {})}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

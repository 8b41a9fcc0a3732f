import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box } from '@mui/material';
import { videoThumbnailPath } from '@windfamily/contract/api-paths';
import { useState } from 'react';

export const PLAY_TEXT = 'play from youtube';

/**
 * A video link as a click-to-play placeholder: the thumbnail (fetched and cached by our own
 * server, so the visitor's browser never calls the video service before a click) and
 * 'play from youtube'. A click swaps in the privacy-enhanced player, which starts playing as
 * soon as it is ready. Phrasing content only, so that it may sit inside a paragraph.
 */
export function VideoPlaceholder({ id, title }: { id: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = {
    display: 'block',
    position: 'relative',
    width: '100%',
    maxWidth: 720,
    aspectRatio: '16 / 9',
    my: 2,
    borderRadius: 2,
    overflow: 'hidden',
    bgcolor: 'grey.900',
  } as const;
  if (playing) {
    return (
      <Box component="span" sx={frame}>
        <Box
          component="iframe"
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }
  return (
    <Box
      component="button"
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`${PLAY_TEXT}: ${title}`}
      sx={{
        ...frame,
        p: 0,
        border: 0,
        cursor: 'pointer',
        color: 'common.white',
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 2,
        },
        '&:hover .play-label': { bgcolor: 'secondary.dark' },
      }}
    >
      <Box
        component="img"
        src={videoThumbnailPath(id)}
        alt=""
        loading="lazy"
        decoding="async"
        width={480}
        height={360}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          opacity: 0.85,
        }}
      />
      <Box
        component="span"
        className="play-label"
        sx={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          transform: 'translate(-50%, -50%)',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderRadius: 6,
          bgcolor: 'secondary.main',
          fontWeight: 700,
          fontSize: '1rem',
          whiteSpace: 'nowrap',
        }}
      >
        <PlayCircleIcon aria-hidden="true" />
        {PLAY_TEXT}
      </Box>
    </Box>
  );
}

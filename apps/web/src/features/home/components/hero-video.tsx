import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { HERO_VIDEOS } from './hero-scene';

/** Runs `task` once the browser is idle (or at once where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

/**
 * The hero's video (the tall file on phones, below 900 px), fetched only once the page has
 * loaded: the drawing behind it is the first paint and stays the picture for visitors who
 * ask for reduced motion or to save data. It fades in once it plays; `onPlaying` tells the
 * page, which then hides the drawing's own paraglider.
 */
export function HeroVideo({ onPlaying }: { onPlaying: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
      ?.saveData;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || saveData) return;
    let cancel = () => {};
    const start = () => {
      cancel = whenIdle(() =>
        setSrc(
          window.matchMedia('(max-width: 899.95px)').matches
            ? HERO_VIDEOS.mobile
            : HERO_VIDEOS.desktop,
        ),
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video || !src) return;
    // Muted before playing, or browsers refuse to start it on their own.
    video.muted = true;
    // A browser that will not play it on its own keeps the drawing.
    Promise.resolve()
      .then(() => video.play())
      .catch(() => undefined);
  }, [src]);

  if (!src) return null;
  return (
    <Box
      component="video"
      ref={ref}
      src={src}
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => {
        setPlaying(true);
        onPlaying();
      }}
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        objectPosition: 'center bottom',
        opacity: playing ? 1 : 0,
        transition: 'opacity 1.2s ease-in',
        pointerEvents: 'none',
      }}
    />
  );
}

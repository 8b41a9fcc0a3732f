import { Box } from '@mui/material';
import type { ContentBlockImage } from '@windfamily/contract/content';
import { useEffect, useRef, useState } from 'react';
import { stylingSx } from './styling';
import { VIDEO_SCROLL_EFFECT, videoBrightness } from './video-scroll-effect';

/** Visitors who ask for reduced motion, or browsers that cannot tell what is visible. */
const stillOnly = () =>
  typeof IntersectionObserver === 'undefined' ||
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A content block's video, with the block's first picture as poster. Muted and looping, it
 * plays while at least a quarter of it is visible and brightens as it rises in the viewport
 * (SPEC.md: video scroll effect). Nothing of the film loads before it first plays. Visitors
 * who ask for reduced motion get the poster at full brightness and the player's controls.
 */
export function BlockVideo({
  src,
  poster,
  label,
}: {
  src: string;
  poster: ContentBlockImage | undefined;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [still] = useState(stillOnly);

  useEffect(() => {
    const video = ref.current;
    if (still || !video) return;
    // Muted before playing, or browsers refuse to start it on their own.
    video.muted = true;
    let frame = 0;
    const paint = () => {
      frame = 0;
      const box = video.getBoundingClientRect();
      const brightness = videoBrightness(box.top + box.height / 2, window.innerHeight);
      video.style.filter = `brightness(${brightness})`;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(paint);
    };
    // The brightness follows the scroll only while some of the video is on screen.
    let following = false;
    const follow = (on: boolean) => {
      if (on === following) return;
      following = on;
      for (const event of ['scroll', 'resize'])
        if (on) window.addEventListener(event, schedule, { passive: true });
        else window.removeEventListener(event, schedule);
      if (on) schedule();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        follow(entry.isIntersecting);
        if (entry.isIntersecting && entry.intersectionRatio >= VIDEO_SCROLL_EFFECT.playVisibility)
          // A browser that will not play it on its own keeps the poster.
          video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: [0, VIDEO_SCROLL_EFFECT.playVisibility] },
    );
    observer.observe(video);
    return () => {
      observer.disconnect();
      follow(false);
      cancelAnimationFrame(frame);
    };
  }, [still]);

  return (
    <Box
      component="video"
      ref={ref}
      src={src}
      poster={poster?.fallback}
      width={poster?.width}
      height={poster?.height}
      preload="none"
      muted
      loop
      playsInline
      controls={still}
      aria-label={still ? label : undefined}
      aria-hidden={still ? undefined : true}
      tabIndex={still ? undefined : -1}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        filter: still ? undefined : `brightness(${VIDEO_SCROLL_EFFECT.dimBrightness})`,
        ...(poster ? stylingSx(poster.styling_options) : { aspectRatio: '16 / 9' }),
      }}
    />
  );
}

import { useEffect, useState } from 'react';

/** Once the page has painted, what mounts later has no first paint to wait for. */
let painted = false;

/**
 * False until the frame after this component first painted, then true. Pictures below the
 * first one start loading only then, so they do not compete with the page's main picture
 * (its LCP) for the first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        setReady(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

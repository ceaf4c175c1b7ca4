import { useEffect, useState } from 'react';

/**
 * Runs `callback` in a task after the browser's next paint (a task queued from an animation frame
 * runs once that frame is on the screen); answers a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until a frame has been painted with `ready` true: what the visitor came for is drawn
 * before what can wait (a map's code, posts further down) is asked for (issue 21: a request that
 * starts while the main content renders competes with it for a phone's bandwidth).
 */
export function usePaintedWith(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [ready, painted]);
  return painted;
}

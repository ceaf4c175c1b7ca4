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
 * How long what can wait (a job page's map, the posts further down it) waits after the frame that
 * shows what the visitor came for: that frame reaches the screen some time after its paint task,
 * and the post's photos are still arriving. Asked for at once, Leaflet's 50 KB could arrive on a
 * phone before the post's text was shown (Lighthouse counted it against the job page's first paint
 * in one run of three).
 */
export const SETTLE_MS = 1_000;

/**
 * False until a frame has been painted with `ready` true (and `settleMs` more have passed): what the
 * visitor came for is drawn before what can wait (a map's code, posts further down) is asked for
 * (issue 21: a request that starts while the main content renders competes with it for a phone's
 * bandwidth).
 */
export function usePaintedWith(ready = true, settleMs = 0): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterNextPaint(() => (timer = setTimeout(() => setPainted(true), settleMs)));
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [ready, painted, settleMs]);
  return painted;
}

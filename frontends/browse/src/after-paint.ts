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

/**
 * Counts 0, 1, ... `last`, one step per task: a component draws its expensive parts one at a time
 * (the map, then its tiles and controls, then its markers), so no single task holds a phone's main
 * thread for long (issue 21: Lighthouse counted the map page's one 90 ms task as blocking time).
 */
export function useSteps(last: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= last) return;
    const timer = setTimeout(() => setStep(step + 1));
    return () => clearTimeout(timer);
  }, [step, last]);
  return step;
}

import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import type { JobType } from '@chonail/shared/domain';
import { afterNextPaint, SETTLE_MS } from '../after-paint';
import { MapUnavailable } from '../map/MapUnavailable';

// Leaflet (about 39 KB Brotli, 450 KB raw) is not part of the job page's first render (issue 21):
// on a phone its download and 110 ms of scripting delayed the post's text. It loads once the map's
// place comes near the screen, or once the page is idle, whichever is first, and then SETTLE_MS later.
const LocationMap = lazy(() => import('../map/LocationMap'));

/** How far outside the screen the map's place starts loading it: there by the time a flick brings it in. */
export const MAP_NEAR_MARGIN = '200px';
/** requestIdleCallback's deadline: on a busy page the map still comes, at the latest this long after load. */
const IDLE_TIMEOUT_MS = 3_000;
/** Browsers without requestIdleCallback (Safari) wait this long after the page's load instead. */
const NO_IDLE_DELAY_MS = 1_000;

/**
 * Calls `callback` once the page has loaded, its next frame is painted and the browser is idle;
 * answers a cancel function.
 */
function whenIdle(callback: () => void): () => void {
  let frame: number | undefined;
  let cancelIdle: (() => void) | undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, NO_IDLE_DELAY_MS);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  // Asked for from the frame that paints the post, an idle period comes after that paint, not before it.
  const schedule = () => (frame = window.requestAnimationFrame(idle));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    cancelIdle?.();
  };
}

/** True SETTLE_MS after `target` comes within MAP_NEAR_MARGIN of the viewport or the page is idle. */
function useNearOrIdle(target: RefObject<Element | null>, skip: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due || skip) return;
    const element = target.current;
    // No observer (old browsers, jsdom): no reason to wait.
    if (!element || typeof IntersectionObserver === 'undefined') {
      setDue(true);
      return;
    }
    let cancelPaint: (() => void) | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const soon = () => (settle ??= setTimeout(() => setDue(true), SETTLE_MS));
    // Near from the first frame (a phone's short page): asked for once the post's text is painted.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && (cancelPaint ??= afterNextPaint(soon)), {
      rootMargin: `${MAP_NEAR_MARGIN} 0px`,
    });
    observer.observe(element);
    const cancelIdle = whenIdle(soon);
    return () => {
      observer.disconnect();
      cancelIdle();
      cancelPaint?.();
      clearTimeout(settle);
    };
  }, [due, skip, target]);
  return due;
}

/**
 * The job page's map of the salon, loaded late. Until then (and while its code arrives) a placeholder
 * of exactly the map's size holds its place, so nothing below it moves (layout shift).
 */
export function DeferredLocationMap({ lat, lng, zoom, jobType }: { lat: number | null; lng: number | null; zoom: number; jobType: JobType }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const known = lat !== null && lng !== null;
  const due = useNearOrIdle(placeholder, !known);
  // Nothing to draw: said at once, as LocationMap would, without loading Leaflet for it.
  if (!known) return <MapUnavailable />;
  // The size of LocationMap's frame (h-56 with its border).
  const box = <div ref={placeholder} className="h-56 rounded-lg border border-slate-200 bg-slate-100" data-testid="location-map-placeholder" />;
  if (!due) return box;
  return (
    <Suspense fallback={box}>
      <LocationMap lat={lat} lng={lng} zoom={zoom} jobType={jobType} />
    </Suspense>
  );
}

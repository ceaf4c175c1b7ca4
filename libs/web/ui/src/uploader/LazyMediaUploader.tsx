import { lazy, Suspense } from 'react';
import type { MediaUploaderProps } from './types';

const Uploader = lazy(() => import('./MediaUploader').then((m) => ({ default: m.MediaUploader })));

/**
 * The widget as this lib's index exports it: the index is shared with the first page, the widget
 * (and Radix, for its preview dialog) loads only where an uploader is shown.
 */
export function MediaUploader(props: MediaUploaderProps) {
  return (
    <Suspense fallback={<div className="min-h-40 rounded-xl border-2 border-dashed border-slate-200 bg-slate-50" data-testid="media-uploader-loading" />}>
      <Uploader {...props} />
    </Suspense>
  );
}

import { type PointerEvent, useState } from 'react';
import type { MediaItem } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';

export interface PendingUpload {
  key: string;
  name: string;
  /** 0..1 of this file's request; null until its turn comes. */
  progress: number | null;
}

interface HandleProps {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(): void;
  onPointerCancel(): void;
}

// Controls on a tile: at least 44 px to tap; shown on hover with a mouse, always on touch screens.
const OVERLAY_BUTTON =
  'absolute top-0 flex size-11 items-center justify-center transition-opacity pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 focus-visible:opacity-100';

export function PhotoIcon({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className={className} aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}

/** The tile's picture: the thumbnail (or poster) once processed, else a placeholder icon. */
function TileMedia({ file }: { file: MediaItem }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const ready = file.status === 'ready';
  const still = file.fileType === 'image' ? (file.thumbnailPath ?? file.filePath) : file.posterPath;
  if (!ready || broken) {
    return (
      <span className="flex h-full w-full items-center justify-center text-slate-400" data-testid="tile-placeholder">
        <PhotoIcon />
      </span>
    );
  }
  if (still) {
    return <img src={still} alt="" draggable={false} loading="lazy" className="h-full w-full object-cover" onError={() => setBroken(true)} />;
  }
  return <video src={file.filePath} muted preload="metadata" playsInline aria-label={t('uploader.video')} className="h-full w-full object-cover" onError={() => setBroken(true)} />;
}

export function UploaderTile({
  file,
  index,
  count,
  removing,
  dragging,
  dropTarget,
  locked,
  removable,
  handleProps,
  onOpen,
  onRemove,
  onMove,
}: {
  file: MediaItem;
  index: number;
  count: number;
  removing: boolean;
  dragging: boolean;
  dropTarget: boolean;
  /** No reordering now (disabled widget, upload running). */
  locked: boolean;
  removable: boolean;
  handleProps: HandleProps;
  onOpen(): void;
  onRemove(): void;
  onMove(direction: 'earlier' | 'later'): void;
}) {
  const { t } = useTranslation();
  const name = file.originalName;
  const main = index === 0;
  const bad = file.status === 'rejected' || file.status === 'failed';
  return (
    <li
      className={`group relative flex flex-col overflow-hidden rounded-lg border bg-white shadow-sm ${dropTarget ? 'border-rose-500 ring-2 ring-rose-500' : 'border-slate-200'} ${dragging || removing ? 'opacity-50' : ''}`}
      data-testid="uploader-tile"
      data-media-id={file.id}
      data-uploader-index={index}
      data-status={file.status}
      aria-busy={removing || undefined}
    >
      <div className="relative aspect-square bg-slate-100">
        <button type="button" className="absolute inset-0 h-full w-full" onClick={onOpen} aria-label={t('uploader.open', { name })} data-testid="tile-open">
          <TileMedia file={file} />
        </button>
        {file.fileType === 'video' && file.status === 'ready' && (
          <span className="pointer-events-none absolute bottom-1 right-1 rounded bg-black/60 px-1.5 py-0.5 text-[10px] font-semibold text-white">▶</span>
        )}
        {file.status !== 'ready' && (
          <span
            className={`pointer-events-none absolute inset-x-0 bottom-0 px-1 py-1 text-center text-[11px] font-semibold leading-tight text-white ${bad ? 'bg-red-600/90' : 'bg-black/60'}`}
            data-testid="tile-status"
          >
            {file.status === 'processing' && <span className="mr-1 inline-block size-2.5 animate-spin rounded-full border-2 border-white/40 border-t-white align-[-1px]" />}
            {t(`uploader.status.${file.status}`)}
            {bad && file.reason && <span className="block font-normal">{t(`uploader.reasons.${file.reason}`)}</span>}
          </span>
        )}
        {main && (
          <span className="pointer-events-none absolute left-1 top-1 rounded bg-rose-600 px-1.5 py-0.5 text-xs font-semibold text-white" data-testid="main-badge">
            {t('uploader.main')}
          </span>
        )}
        {!locked && count > 1 && (
          <button
            type="button"
            {...handleProps}
            aria-label={t('uploader.dragHandle', { name })}
            className={`${OVERLAY_BUTTON} ${main && !removable ? 'right-0' : 'left-0'} cursor-grab touch-none text-white drop-shadow active:cursor-grabbing`}
            data-testid="tile-drag"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
              <circle cx="7" cy="5" r="1.5" />
              <circle cx="13" cy="5" r="1.5" />
              <circle cx="7" cy="10" r="1.5" />
              <circle cx="13" cy="10" r="1.5" />
              <circle cx="7" cy="15" r="1.5" />
              <circle cx="13" cy="15" r="1.5" />
            </svg>
          </button>
        )}
        {removable && (
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={t('uploader.remove', { name })}
            className={`${OVERLAY_BUTTON} right-0`}
            data-testid="tile-remove"
          >
            <span className="flex size-7 items-center justify-center rounded-full bg-red-600 text-base leading-none text-white shadow">×</span>
          </button>
        )}
      </div>
      {!locked && count > 1 && (
        <div className="grid grid-cols-2 border-t border-slate-200 text-slate-700">
          <button
            type="button"
            data-move="earlier"
            disabled={index === 0}
            onClick={() => onMove('earlier')}
            aria-label={t('uploader.moveEarlier', { name })}
            className="flex min-h-11 items-center justify-center hover:bg-slate-100 disabled:text-slate-300"
          >
            ←
          </button>
          <button
            type="button"
            data-move="later"
            disabled={index === count - 1}
            onClick={() => onMove('later')}
            aria-label={t('uploader.moveLater', { name })}
            className="flex min-h-11 items-center justify-center border-l border-slate-200 hover:bg-slate-100 disabled:text-slate-300"
          >
            →
          </button>
        </div>
      )}
    </li>
  );
}

export function PendingTile({ upload }: { upload: PendingUpload }) {
  const { t } = useTranslation();
  const percent = upload.progress === null ? 0 : Math.round(upload.progress * 100);
  return (
    <li className="flex aspect-square flex-col items-center justify-center gap-1.5 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-center" data-testid="uploader-pending">
      <span className="line-clamp-2 break-all text-xs text-slate-700" data-user-content>
        {upload.name}
      </span>
      <span className="text-xs font-semibold text-slate-500" data-testid="pending-label">
        {upload.progress === null ? t('uploader.waiting') : `${percent}%`}
      </span>
      <div
        role="progressbar"
        aria-label={t('uploader.progress', { name: upload.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-rose-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { displaySource, galleryArrowDisabled, galleryArrowIndex, galleryKeyIndex, type MediaItem, thumbnailSources } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';

/**
 * Spec 02 "Owner ad detail page": the post's images as a grid, each opening a full-screen viewer.
 * The arrow keys wrap at both ends; the on-screen arrows stop there and are disabled. Nothing is
 * rendered without media, and a file that fails to load shows 'Lỗi ảnh' instead.
 */
export function PostGallery({ media, title }: { media: MediaItem[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState<number | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const viewerRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const count = media.length;
  const isOpen = index !== null;

  // Keys reach the viewer only while it has the focus; it takes it on opening and gives it back on closing.
  useEffect(() => {
    if (!isOpen) return;
    viewerRef.current?.focus();
    return () => opener.current?.focus();
  }, [isOpen]);

  if (count === 0) return null;

  const markBroken = (url: string) => setBroken((set) => new Set(set).add(url));
  const open = (i: number, button: HTMLElement) => {
    opener.current = button;
    setIndex(i);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      setIndex(galleryKeyIndex(index, event.key, count));
    } else if (event.key === 'Escape') {
      setIndex(null);
    }
  };
  const current = index === null ? undefined : media[index];
  const alt = t('myPost.gallery.photoOf', { title });

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="my-post-gallery">
        {media.map((item, i) => (
          <li key={item.url}>
            <button
              type="button"
              onClick={(event) => open(i, event.currentTarget)}
              aria-label={t('myPost.gallery.open', { n: i + 1 })}
              className="block aspect-square w-full overflow-hidden rounded-lg bg-slate-100"
              data-testid="my-post-gallery-thumb"
            >
              <Media item={item} alt={alt} broken={broken.has(item.url)} onBroken={() => markBroken(item.url)} fit="cover" />
            </button>
          </li>
        ))}
      </ul>
      {current && index !== null && (
        <div
          ref={viewerRef}
          role="dialog"
          aria-modal="true"
          aria-label={t('myPost.gallery.viewer')}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-[60] flex flex-col bg-black/95 outline-none"
          data-testid="my-post-viewer"
          data-index={index}
        >
          <div className="flex items-center justify-between p-3 text-white">
            <span data-testid="my-post-viewer-position">{t('myPost.gallery.position', { n: index + 1, total: count })}</span>
            <button
              type="button"
              onClick={() => setIndex(null)}
              aria-label={t('myPost.gallery.close')}
              className="min-h-11 min-w-11 text-3xl leading-none"
              data-testid="my-post-viewer-close"
            >
              ×
            </button>
          </div>
          <div className="flex flex-1 items-center justify-between gap-2 overflow-hidden px-2 pb-4">
            <Arrow direction={-1} index={index} count={count} onMove={setIndex} />
            <div className="flex h-full min-w-0 flex-1 items-center justify-center">
              <Media key={current.url} item={current} alt={alt} broken={broken.has(current.url)} onBroken={() => markBroken(current.url)} fit="contain" controls />
            </div>
            <Arrow direction={1} index={index} count={count} onMove={setIndex} />
          </div>
        </div>
      )}
    </>
  );
}

function Arrow({ direction, index, count, onMove }: { direction: -1 | 1; index: number; count: number; onMove: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={galleryArrowDisabled(index, direction, count)}
      onClick={() => onMove(galleryArrowIndex(index, direction, count))}
      aria-label={t(direction < 0 ? 'myPost.gallery.previous' : 'myPost.gallery.next')}
      className="min-h-12 min-w-12 shrink-0 rounded-full bg-white/20 text-2xl text-white disabled:opacity-30"
      data-testid={direction < 0 ? 'my-post-viewer-prev' : 'my-post-viewer-next'}
    >
      {direction < 0 ? '‹' : '›'}
    </button>
  );
}

/** A grid cell's CSS width (2 columns on phones, 3 from 640 px in a page of at most about 900 px). */
const GRID_SIZES = '(min-width: 640px) 300px, 50vw';

interface MediaProps {
  item: MediaItem;
  alt: string;
  broken: boolean;
  onBroken: () => void;
  fit: 'cover' | 'contain';
  controls?: boolean;
}

function Media({ item, alt, broken, onBroken, fit, controls = false }: MediaProps) {
  const { t } = useTranslation();
  if (broken) {
    return (
      <span className="flex h-full w-full items-center justify-center text-sm text-slate-400" data-testid="my-post-image-broken">
        {t('myPost.gallery.broken')}
      </span>
    );
  }
  const className = fit === 'cover' ? 'h-full w-full object-cover' : 'max-h-full max-w-full object-contain';
  return item.type === 'video' ? (
    <video src={item.url} controls={controls} muted={!controls} preload="metadata" className={className} aria-label={alt} onError={onBroken} />
  ) : (
    <img {...(fit === 'cover' ? thumbnailSources(item.url, GRID_SIZES) : { src: displaySource(item.url) })} alt={alt} className={className} onError={onBroken} />
  );
}

import { useEffect, useState } from 'react';
import { displaySource, galleryArrowDisabled, galleryArrowIndex, galleryKeyIndex, type MediaItem, thumbnailSources } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { keepForOffline } from '@chonail/web/data';

/** A grid cell's CSS width: a third of the dialog or page (at most about 220 px), so phones get the thumbnail. */
const GRID_SIZES = '(min-width: 768px) 220px, 33vw';

function Media({ item, alt, className, onMissing, size }: { item: MediaItem; alt: string; className: string; onMissing: () => void; size: 'thumb' | 'display' }) {
  if (item.type === 'video') return <video src={item.url} controls preload="metadata" className={className} onError={onMissing} />;
  const sources = size === 'thumb' ? thumbnailSources(item.url, GRID_SIZES) : { src: displaySource(item.url) };
  // Drawn for one listing: the service worker keeps it for offline reading, even when the browser
  // took it from its memory (the cards show the same thumbnail) and the worker never saw it asked for.
  return <img {...sources} alt={alt} className={className} onError={onMissing} onLoad={(event) => keepForOffline([event.currentTarget.currentSrc])} />;
}

/**
 * The post's photos and videos, and a full-screen viewer. In the viewer the arrow keys wrap around
 * at both ends while the on-screen arrows stop there (spec 01 section 4). Nothing renders without media.
 */
export function Gallery({ media, title }: { media: MediaItem[]; title: string }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const markMissing = (url: string) => setMissing((s) => new Set(s).add(url));
  const count = media.length;

  useEffect(() => {
    if (viewing === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') setViewing((i) => galleryKeyIndex(i ?? 0, event.key as 'ArrowLeft' | 'ArrowRight', count));
      else if (event.key === 'Escape') {
        // The viewer sits inside the detail dialog: Escape closes only the viewer.
        event.stopPropagation();
        setViewing(null);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [viewing, count]);

  if (count === 0) return null;
  const current = viewing === null ? null : media[viewing];

  return (
    <section aria-label={t('detail.gallery')} data-testid="gallery">
      <div className="grid grid-cols-3 gap-2">
        {media.map((item, i) => (
          <button key={item.url} type="button" className="aspect-square overflow-hidden rounded-lg bg-slate-100" onClick={() => setViewing(i)} data-testid="gallery-thumb">
            {missing.has(item.url) ? (
              <span className="flex h-full items-center justify-center text-xs text-slate-600">{t('jobCard.brokenImage')}</span>
            ) : (
              <Media item={item} size="thumb" alt={t('jobCard.photoOf', { title })} className="h-full w-full object-cover" onMissing={() => markMissing(item.url)} />
            )}
          </button>
        ))}
      </div>
      {current && viewing !== null && (
        <div role="dialog" aria-modal="true" aria-label={t('detail.viewer')} className="fixed inset-0 z-[60] flex flex-col bg-black/95" data-testid="gallery-viewer">
          <div className="flex items-center justify-between p-3 text-white">
            <span data-testid="gallery-position">{t('detail.photoCount', { n: viewing + 1, total: count })}</span>
            <button type="button" onClick={() => setViewing(null)} aria-label={t('detail.closeViewer')} className="px-3 text-3xl leading-none">
              ×
            </button>
          </div>
          <div className="relative flex flex-1 items-center justify-center overflow-hidden px-12">
            {missing.has(current.url) ? (
              <span className="text-lg text-slate-300" data-testid="gallery-missing">
                {t('detail.imageMissing')}
              </span>
            ) : (
              <Media key={current.url} item={current} size="display" alt={t('jobCard.photoOf', { title })} className="max-h-full max-w-full object-contain" onMissing={() => markMissing(current.url)} />
            )}
            {([-1, 1] as const).map((direction) => (
              <button
                key={direction}
                type="button"
                disabled={galleryArrowDisabled(viewing, direction, count)}
                onClick={() => setViewing(galleryArrowIndex(viewing, direction, count))}
                aria-label={direction < 0 ? t('detail.previous') : t('detail.next')}
                data-testid={direction < 0 ? 'gallery-prev' : 'gallery-next'}
                className={`absolute top-1/2 -translate-y-1/2 rounded-full bg-white/20 px-3 py-2 text-2xl text-white disabled:opacity-30 ${direction < 0 ? 'left-2' : 'right-2'}`}
              >
                {direction < 0 ? '‹' : '›'}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

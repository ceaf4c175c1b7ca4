import { memo } from 'react';
import { type MapView, previewTiles } from '@chonail/shared/domain';

/**
 * The map's tiles for its start view as plain images, drawn with the page (the server's HTML has
 * them): the first look at the map needs neither the page's code nor Leaflet, which draws the same
 * tiles in the same places over them (its container is clear) and then takes their place. On a
 * phone only the tiles of a phone's map are asked for.
 * Decorative (the map's region is labelled); it never takes a tap.
 */
export const MapTilePreview = memo(function MapTilePreview({ view, tileUrl }: { view: MapView; tileUrl: string }) {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden" data-testid="map-tile-preview">
      {previewTiles(view, tileUrl).map((tile) => (
        <img
          key={tile.key}
          src={tile.url}
          alt=""
          width={256}
          height={256}
          decoding="async"
          loading={tile.central ? 'eager' : 'lazy'}
          // A phone's map shows the central tiles only: the others are not even asked for there.
          className={`absolute max-w-none select-none ${tile.central ? '' : 'hidden md:block'}`}
          style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
        />
      ))}
    </div>
  );
});

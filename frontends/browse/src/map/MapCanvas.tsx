import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import type { MapPost } from '@chonail/shared/contracts';
import { mapMarkerKind, mapMarkerPlaces } from '@chonail/shared/domain';
import type { LatLng } from '@chonail/shared/geo';
import { useTranslation } from '@chonail/shared/i18n';
import { useSteps } from '../after-paint';
import { type ClusterMarker, MarkerClusterLayer } from './MarkerClusterLayer';
import { MARKER_COLOURS } from './marker-style';

/** Where the map looks. */
export interface MapView {
  center: LatLng;
  zoom: number;
}

const MIN_ZOOM = 3;
/** Tiles go no further; markercluster needs the map's last zoom to know when to fan out a point's markers. */
const MAX_ZOOM = 18;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Flies to each new view asked for (`seq` counts the requests, so pressing Home twice flies twice). */
function ViewController({ view, seq, box }: { view: MapView; seq: number; box: unknown }) {
  const map = useMap();
  useEffect(() => {
    if (seq === 0) return;
    map.flyTo([view.center.lat, view.center.lng], view.zoom, { animate: !prefersReducedMotion() });
  }, [map, view, seq]);
  // The box is measured, not styled by a breakpoint: Leaflet must be told when it changes.
  useEffect(() => void map.invalidateSize(), [map, box]);
  return null;
}

/** Tells the page where the map looks after each move or zoom (the page shows it as data-zoom and data-center). */
function ViewWatcher({ onView }: { onView: (view: MapView) => void }) {
  const report = () => {
    const { lat, lng } = map.getCenter();
    onView({ center: { lat, lng }, zoom: map.getZoom() });
  };
  const map = useMapEvents({ zoomend: report, moveend: report });
  return null;
}

/** Every post of the filter as a marker, clustered where dense. */
function PostMarkers({ posts, onOpen }: { posts: MapPost[]; onOpen: (post: MapPost) => void }) {
  const { t } = useTranslation();
  const markers = useMemo<ClusterMarker[]>(
    () =>
      mapMarkerPlaces(posts).map(({ post, lat, lng }) => {
        const kind = mapMarkerKind(post.jobType);
        return { id: post.id, lat, lng, className: `map-marker-${kind}`, colour: MARKER_COLOURS[kind], label: t('map.marker', { type: t(`jobCard.jobType.${post.jobType}`), title: post.title }) };
      }),
    [posts, t],
  );
  const byId = useMemo(() => new Map(posts.map((post) => [post.id, post])), [posts]);
  const open = useCallback((id: number) => {
    const post = byId.get(id);
    if (post) onOpen(post);
  }, [byId, onOpen]);
  const clusterLabel = useCallback((count: number) => t('map.cluster', { count }), [t]);
  return <MarkerClusterLayer markers={markers} onOpen={open} clusterLabel={clusterLabel} />;
}

/** The tiles' credit in the map's corner, from the map's first frame (the tiles follow a task later). */
function TileCredit({ text }: { text: string }) {
  const map = useMap();
  useLayoutEffect(() => {
    map.attributionControl?.addAttribution(text);
    return () => void map.attributionControl?.removeAttribution(text);
  }, [map, text]);
  return null;
}

export interface MapCanvasProps {
  /** Where the map first looks. */
  start: MapView;
  view: MapView;
  /** Counts the fly requests, so pressing Home twice flies twice. */
  seq: number;
  /** The map's measured box: Leaflet is told when it changes. */
  box: unknown;
  posts: MapPost[];
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  onView: (view: MapView) => void;
  onOpen: (post: MapPost) => void;
  /** Once the first view's tiles have loaded (the page then drops the tiles it drew before the map). */
  onTilesLoaded?: () => void;
}

/** Clear, so the page's own drawing of the first tiles shows until Leaflet's cover it (leaflet.css makes it grey). */
const CLEAR = { background: 'transparent' };

/** The map page's Leaflet map: tiles (when the deployment has them), zoom buttons and the posts' markers. */
export default function MapCanvas({ start, view, seq, box, posts, tileUrl, tileAttribution, onView, onOpen, onTilesLoaded }: MapCanvasProps) {
  // The map (with its zoom buttons and the tiles' credit), then its tiles, then what follows the
  // view, then the markers: each its own task (the map and its first tiles together were one 70 ms
  // task on a phone). The corner's controls are all there from the first frame, so none moves later.
  const step = useSteps(3);
  const tileEvents = useMemo(() => ({ load: () => onTilesLoaded?.() }), [onTilesLoaded]);
  return (
    <MapContainer
      center={[start.center.lat, start.center.lng]}
      zoom={start.zoom}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      zoomControl={false}
      className="h-full w-full"
      style={CLEAR}
    >
      <ZoomControl position="bottomright" />
      {tileUrl && tileAttribution && <TileCredit text={tileAttribution} />}
      {step >= 1 && tileUrl && <TileLayer url={tileUrl} eventHandlers={tileEvents} />}
      {step >= 2 && (
        <>
          <ViewController view={view} seq={seq} box={box} />
          <ViewWatcher onView={onView} />
        </>
      )}
      {step >= 3 && <PostMarkers posts={posts} onOpen={onOpen} />}
    </MapContainer>
  );
}

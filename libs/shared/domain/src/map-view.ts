/**
 * Issue 36: where the map page first looks. On a chosen city it is centred on the city, as close as
 * shows the city's posts (those within the search distance); on a chosen state it shows the state.
 */
import { type LatLng, milesBetween } from '@chonail/shared/geo';
import { hasMapPosition, MAP_CITY_ZOOM, type MapPosition } from './map-markers';

export interface MapView {
  center: LatLng;
  zoom: number;
}

/** The map's size on screen, and the pixels at each edge that controls cover (kept free of posts). */
export interface MapFrame {
  width: number;
  height: number;
  inset: { top: number; right: number; bottom: number; left: number };
}

/** Leaflet's tiles are 256 px: at zoom z the world is 256 x 2^z pixels wide. */
const WORLD_PX_AT_ZOOM_0 = 256;
/** Nothing is fitted further out than this: a city's view stays a region, not a continent. */
export const MAP_FIT_MIN_ZOOM = 3;
/** A city without posts near it shows the search circle; a city's view goes out no further than this. */
export const MAP_CITY_MIN_ZOOM = 7;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
/** Web Mercator's y of a latitude, as a fraction of the world's width (north is positive). */
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + toRadians(lat) / 2)) / (2 * Math.PI);

/**
 * The deepest zoom, at most `maxZoom`, at which every point is on screen and clear of the insets
 * with the map centred on `center`; never below MAP_FIT_MIN_ZOOM.
 */
export function zoomToShow(center: LatLng, points: readonly LatLng[], frame: MapFrame, maxZoom: number): number {
  const { width, height, inset } = frame;
  // The centre is fixed, so each direction has the room of its nearer edge.
  const room = {
    x: Math.max(1, width / 2 - Math.max(inset.left, inset.right)),
    y: Math.max(1, height / 2 - Math.max(inset.top, inset.bottom)),
  };
  let zoom = maxZoom;
  for (const point of points) {
    const dx = Math.abs(point.lng - center.lng) / 360;
    const dy = Math.abs(mercatorY(point.lat) - mercatorY(center.lat));
    if (dx > 0) zoom = Math.min(zoom, Math.floor(Math.log2(room.x / (WORLD_PX_AT_ZOOM_0 * dx))));
    if (dy > 0) zoom = Math.min(zoom, Math.floor(Math.log2(room.y / (WORLD_PX_AT_ZOOM_0 * dy))));
  }
  return Math.max(MAP_FIT_MIN_ZOOM, zoom);
}

/** The four points `miles` north, south, east and west of `center`: a circle's extent. */
function circleEdges(center: LatLng, miles: number): LatLng[] {
  const dLat = miles / 69;
  const dLng = miles / (69 * Math.cos(toRadians(center.lat)));
  return [
    { lat: center.lat + dLat, lng: center.lng },
    { lat: center.lat - dLat, lng: center.lng },
    { lat: center.lat, lng: center.lng + dLng },
    { lat: center.lat, lng: center.lng - dLng },
  ];
}

/**
 * A chosen city (or ZIP's city): centred on it, as close as shows every post within `miles` of it,
 * up to the city zoom; with no post that near, the whole search circle. Posts further away are
 * not the city's and do not pull the view out.
 */
export function cityMapView(city: LatLng, posts: readonly MapPosition[], miles: number, frame: MapFrame): MapView {
  const near = posts.filter(hasMapPosition).filter((post) => milesBetween(city, post) <= miles);
  const points = near.length > 0 ? near : circleEdges(city, miles);
  const zoom = Math.max(MAP_CITY_MIN_ZOOM, zoomToShow(city, points, frame, MAP_CITY_ZOOM));
  return { center: { lat: city.lat, lng: city.lng }, zoom };
}

/** A chosen state, given its places (its cities): centred on their extent, as close as shows them all. */
export function areaMapView(places: readonly LatLng[], frame: MapFrame, fallback: LatLng): MapView {
  if (places.length === 0) return { center: fallback, zoom: MAP_CITY_MIN_ZOOM };
  const lats = places.map((p) => p.lat);
  const lngs = places.map((p) => p.lng);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  // The middle in Mercator's y, so north and south get the same room on screen.
  const middleY = (mercatorY(north) + mercatorY(south)) / 2;
  const center = { lat: (2 * Math.atan(Math.exp(middleY * 2 * Math.PI)) - Math.PI / 2) * (180 / Math.PI), lng: (Math.max(...lngs) + Math.min(...lngs)) / 2 };
  return { center, zoom: zoomToShow(center, places, frame, MAP_CITY_ZOOM) };
}

/** One tile of a map view drawn without Leaflet: its address, and where its top-left corner lies from the map's centre. */
export interface PreviewTile {
  key: string;
  url: string;
  /** CSS px from the map's centre to the tile's left and top edges. */
  left: number;
  top: number;
  /** On a phone's map (CENTRAL_HALF around the centre): the others are for wider screens only. */
  central: boolean;
}

/** Leaflet's default subdomains for `{s}`. */
const SUBDOMAINS = ['a', 'b', 'c'];

/** A phone's map (up to 416 x 768 px) around its centre: a phone asks for these tiles only. */
const CENTRAL_HALF = { width: 208, height: 384 };

/**
 * The tiles Leaflet shows for `view`, on a map up to `halfWidth` x `halfHeight` px each side of its
 * centre, in the same places (Leaflet centres the view's point in the map): the map page draws them
 * in its first HTML, so a visit's first look at the map needs neither the page's code nor Leaflet.
 * `template` is Leaflet's tile URL (`{z}/{x}/{y}`, and `{s}`, one of the subdomains a, b and c,
 * picked as Leaflet picks it, so the browser fetches each tile once). None for a template with
 * `{r}`: the server cannot know whether the screen is a retina one, as Leaflet does.
 */
export function previewTiles(view: MapView, template: string, halfWidth = 800, halfHeight = 600): PreviewTile[] {
  if (template.includes('{r}')) return [];
  const { zoom } = view;
  const count = 2 ** zoom;
  const world = WORLD_PX_AT_ZOOM_0 * count;
  const px = ((view.center.lng + 180) / 360) * world;
  const py = (0.5 - mercatorY(view.center.lat)) * world;
  const tiles: PreviewTile[] = [];
  const first = (from: number) => Math.floor(from / WORLD_PX_AT_ZOOM_0);
  for (let y = Math.max(0, first(py - halfHeight)); y <= Math.min(count - 1, first(py + halfHeight)); y += 1) {
    for (let x = first(px - halfWidth); x <= first(px + halfWidth); x += 1) {
      const left = x * WORLD_PX_AT_ZOOM_0 - px;
      const top = y * WORLD_PX_AT_ZOOM_0 - py;
      const wrapped = ((x % count) + count) % count;
      const url = template
        .replace('{z}', String(zoom))
        .replace('{x}', String(wrapped))
        .replace('{y}', String(y))
        .replace('{s}', SUBDOMAINS[Math.abs(wrapped + y) % SUBDOMAINS.length] as string);
      const central = left < CENTRAL_HALF.width && left + WORLD_PX_AT_ZOOM_0 > -CENTRAL_HALF.width && top < CENTRAL_HALF.height && top + WORLD_PX_AT_ZOOM_0 > -CENTRAL_HALF.height;
      tiles.push({ key: `${x}/${y}`, url, left: Math.round(left), top: Math.round(top), central });
    }
  }
  return tiles;
}

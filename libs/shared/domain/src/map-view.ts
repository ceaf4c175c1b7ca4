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

import { areaMapView, cityMapView, MAP_CITY_MIN_ZOOM, type MapFrame, previewTiles, zoomToShow } from './map-view';
import { MAP_CITY_ZOOM } from './map-markers';

/** A phone's map at 390x844: the header and bottom bar taken, the search box and filters over its top. */
const PHONE: MapFrame = { width: 390, height: 716, inset: { top: 120, right: 24, bottom: 24, left: 24 } };
const HOUSTON = { lat: 29.76, lng: -95.37 };

/** Where a point lands on screen, in px from the centre, at `zoom` (Web Mercator, 256 px tiles). */
function offsetPx(center: { lat: number; lng: number }, point: { lat: number; lng: number }, zoom: number) {
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
  const world = 256 * 2 ** zoom;
  return { x: ((point.lng - center.lng) / 360) * world, y: (y(center.lat) - y(point.lat)) * world };
}

/** True when the point is inside the frame and clear of its insets. */
function inView(view: { center: { lat: number; lng: number }; zoom: number }, point: { lat: number; lng: number }, frame: MapFrame) {
  const { x, y } = offsetPx(view.center, point, view.zoom);
  const sx = frame.width / 2 + x;
  const sy = frame.height / 2 + y;
  return sx >= frame.inset.left && sx <= frame.width - frame.inset.right && sy >= frame.inset.top && sy <= frame.height - frame.inset.bottom;
}

describe('zoomToShow', () => {
  it('is the deepest zoom at which every point is clear of the controls', () => {
    const points = [
      { lat: 29.6, lng: -95.6 },
      { lat: 30.0, lng: -95.2 },
    ];
    const zoom = zoomToShow(HOUSTON, points, PHONE, 18);
    for (const p of points) expect(inView({ center: HOUSTON, zoom }, p, PHONE)).toBe(true);
    expect(points.every((p) => inView({ center: HOUSTON, zoom: zoom + 1 }, p, PHONE))).toBe(false);
  });

  it('goes no deeper than asked, and no further out than a continent', () => {
    expect(zoomToShow(HOUSTON, [HOUSTON], PHONE, 12)).toBe(12);
    expect(zoomToShow(HOUSTON, [], PHONE, 12)).toBe(12);
    expect(zoomToShow(HOUSTON, [{ lat: -40, lng: 100 }], PHONE, 12)).toBe(3);
  });
});

describe('cityMapView', () => {
  it('centres on the city and shows its posts within the distance', () => {
    const posts = [
      { lat: 29.62, lng: -95.63 }, // Sugar Land, about 17 miles
      { lat: 29.79, lng: -95.82 }, // Katy, about 27 miles: outside 25
      { lat: 29.76, lng: -95.37 },
    ];
    const view = cityMapView(HOUSTON, posts, 25, PHONE);
    expect(view.center).toEqual(HOUSTON);
    expect(inView(view, posts[0], PHONE)).toBe(true);
    expect(inView(view, posts[2], PHONE)).toBe(true);
    // Katy does not pull the view out: one step closer would lose Sugar Land.
    expect(inView({ ...view, zoom: view.zoom + 1 }, posts[0], PHONE)).toBe(false);
    // With the 50-mile distance, Katy is the city's too.
    const wider = cityMapView(HOUSTON, posts, 50, PHONE);
    expect(inView(wider, posts[1], PHONE)).toBe(true);
  });

  it('comes in to the city zoom when every post is in town, and ignores posts far away', () => {
    expect(cityMapView(HOUSTON, [{ lat: 29.761, lng: -95.371 }, { lat: 32.78, lng: -96.8 }], 25, PHONE).zoom).toBe(MAP_CITY_ZOOM);
  });

  it('shows the search circle when no post is near, and skips posts without a place', () => {
    const view = cityMapView(HOUSTON, [{ lat: null, lng: null }], 25, PHONE);
    expect(view.zoom).toBeGreaterThanOrEqual(MAP_CITY_MIN_ZOOM);
    expect(view.zoom).toBeLessThan(MAP_CITY_ZOOM);
    // 25 miles east of Houston is on screen.
    expect(inView(view, { lat: HOUSTON.lat, lng: HOUSTON.lng + 25 / (69 * Math.cos((HOUSTON.lat * Math.PI) / 180)) }, PHONE)).toBe(true);
  });
});

describe('areaMapView', () => {
  it('centres on the extent of the places and shows them all', () => {
    // Texas' far corners: El Paso, Brownsville, Texarkana, Amarillo.
    const places = [
      { lat: 31.76, lng: -106.49 },
      { lat: 25.9, lng: -97.5 },
      { lat: 33.43, lng: -94.05 },
      { lat: 35.22, lng: -101.83 },
    ];
    const view = areaMapView(places, PHONE, HOUSTON);
    for (const p of places) expect(inView(view, p, PHONE)).toBe(true);
    expect(view.center.lng).toBeCloseTo((-106.49 + -94.05) / 2, 5);
    expect(view.center.lat).toBeGreaterThan(25.9);
    expect(view.center.lat).toBeLessThan(35.22);
  });

  it('without places, looks at the fallback', () => {
    expect(areaMapView([], PHONE, HOUSTON)).toEqual({ center: HOUSTON, zoom: MAP_CITY_MIN_ZOOM });
  });
});

describe('previewTiles', () => {
  const US = { center: { lat: 39.8283, lng: -98.5795 }, zoom: 5 };

  it("covers the map around the view's centre with the tiles Leaflet shows there, each placed from the centre", () => {
    const tiles = previewTiles(US, 'https://tiles.example/{z}/{x}/{y}.png', 300, 300);
    // The centre's point at zoom 5 (an 8192 px world): x 1852.7, y 3105.6 px, in tile (7, 12).
    const centre = tiles.find((t) => t.key === '7/12');
    expect(centre).toMatchObject({ url: 'https://tiles.example/5/7/12.png', left: -61, top: -34, central: true });
    expect(tiles.map((t) => t.key)).toEqual(['6/10', '7/10', '8/10', '6/11', '7/11', '8/11', '6/12', '7/12', '8/12', '6/13', '7/13', '8/13']);
    // Every tile touches the covered area, and the area has no gap.
    for (const t of tiles) expect(t.left < 300 && t.left + 256 > -300 && t.top < 300 && t.top + 256 > -300).toBe(true);
    expect(new Set(tiles.map((t) => t.left)).size * new Set(tiles.map((t) => t.top)).size).toBe(tiles.length);
  });

  it('asks first for the tiles of a phone-sized middle, wraps x round the world and stops at the poles', () => {
    const tiles = previewTiles(US, 'https://tiles.example/{z}/{x}/{y}.png');
    expect(tiles.filter((t) => t.central).length).toBeGreaterThan(0);
    expect(tiles.filter((t) => t.central).length).toBeLessThan(tiles.length);
    const world = previewTiles({ center: { lat: 0, lng: 179 }, zoom: 1 }, '{z}/{x}/{y}', 600, 600);
    expect(world.map((t) => t.url).every((url) => /^1\/[01]\/[01]$/.test(url))).toBe(true);
    expect(Math.max(...world.map((t) => Number(t.url.split('/')[2])))).toBe(1);
  });

  it("picks {s} as Leaflet does, and draws nothing for a retina template it cannot match", () => {
    const tiles = previewTiles({ center: { lat: 0.1, lng: 0.1 }, zoom: 2 }, 'https://{s}.tiles.example/{z}/{x}/{y}.png', 1, 1);
    // Leaflet: subdomains[|x + y| % 3].
    expect(tiles.map((t) => t.url)).toEqual(['1/1', '2/1', '1/2', '2/2'].map((k) => `https://${'abc'[(Number(k[0]) + Number(k[2])) % 3]}.tiles.example/2/${k}.png`));
    expect(previewTiles(US, 'https://tiles.example/{z}/{x}/{y}{r}.png')).toEqual([]);
  });
});

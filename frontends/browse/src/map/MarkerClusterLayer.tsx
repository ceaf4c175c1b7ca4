import 'leaflet.markercluster/dist/MarkerCluster.css';
// leaflet.markercluster extends the global L that leaflet sets, so leaflet is evaluated first.
import L from 'leaflet';
import 'leaflet.markercluster';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { MAP_CLUSTER_RADIUS_PX, MAP_MARKER_TOUCH_PX, MAP_UNCLUSTER_ZOOM } from '@chonail/shared/domain';

export interface ClusterMarker {
  id: number;
  lat: number;
  lng: number;
  /** Extra classes of the marker's element (its colour, for tests its kind). */
  className: string;
  colour: string;
  /** The marker's accessible name. */
  label: string;
}

const TOUCH: L.PointExpression = [MAP_MARKER_TOUCH_PX, MAP_MARKER_TOUCH_PX];
/** Markers added to the map per task, so each task stays short on a phone. */
const MARKERS_PER_TASK = 50;

/** A divIcon whose element carries attributes (its accessible name, the post it stands for) from the moment it exists. */
class LabelledIcon extends L.DivIcon {
  constructor(
    options: L.DivIconOptions,
    private readonly attributes: Record<string, string>,
  ) {
    super(options);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    for (const [name, value] of Object.entries(this.attributes)) element.setAttribute(name, value);
    return element;
  }
}
const isActivation = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/**
 * The one adapter to leaflet.markercluster: the markers as a touch-sized divIcon each (a visible dot
 * in a 44 px target), grouped into counted clusters where dense. A marker opens its post on click or
 * Enter/Space; a cluster zooms in (or fans out markers that share a point) on click or Enter, which
 * the library handles itself.
 */
export function MarkerClusterLayer({
  markers,
  onOpen,
  clusterLabel,
}: {
  markers: readonly ClusterMarker[];
  onOpen: (id: number) => void;
  clusterLabel: (count: number) => string;
}) {
  const map = useMap();
  const group = useRef<L.MarkerClusterGroup | null>(null);
  // Read through refs, so a new callback does not rebuild every marker.
  const open = useRef(onOpen);
  open.current = onOpen;
  const labelOf = useRef(clusterLabel);
  labelOf.current = clusterLabel;

  useEffect(() => {
    const layer = L.markerClusterGroup({
      maxClusterRadius: MAP_CLUSTER_RADIUS_PX,
      disableClusteringAtZoom: MAP_UNCLUSTER_ZOOM,
      showCoverageOnHover: false,
      chunkedLoading: true,
      // Its split/merge animations race the page's own flights (flyTo to a city): a cluster
      // animating when a flight ends can leave the new view empty. Unanimated, each zoom redraws at once.
      animate: false,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        return new LabelledIcon(
          {
            className: 'map-cluster flex items-center justify-center',
            html: `<span class="flex h-9 w-9 items-center justify-center rounded-full border-2 border-white bg-slate-800/90 text-sm font-bold text-white shadow">${count}</span>`,
            iconSize: TOUCH,
          },
          { 'data-count': String(count), 'aria-label': labelOf.current(count) },
        );
      },
    });
    map.addLayer(layer);
    group.current = layer;
    return () => {
      map.removeLayer(layer);
      group.current = null;
    };
  }, [map]);

  useEffect(() => {
    const layer = group.current;
    if (!layer) return;
    const make = (m: ClusterMarker) => {
      const marker = L.marker([m.lat, m.lng], {
        icon: new LabelledIcon(
          {
            className: `map-marker ${m.className} flex items-center justify-center`,
            html: `<span class="block h-5 w-5 rounded-full border-2 border-white shadow" style="background:${m.colour}"></span>`,
            iconSize: TOUCH,
          },
          { 'data-post-id': String(m.id), 'aria-label': m.label },
        ),
        keyboard: true,
      });
      marker.on('click', () => open.current(m.id));
      marker.on('keydown', (event) => {
        const key = (event as unknown as { originalEvent: KeyboardEvent }).originalEvent;
        if (!isActivation(key)) return;
        key.preventDefault();
        open.current(m.id);
      });
      return marker;
    };
    layer.clearLayers();
    // A batch per task: the library's own chunkedLoading looks at the clock only every 200 markers.
    let next = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const addBatch = () => {
      layer.addLayers(markers.slice(next, next + MARKERS_PER_TASK).map(make));
      next += MARKERS_PER_TASK;
      if (next < markers.length) timer = setTimeout(addBatch);
    };
    addBatch();
    return () => clearTimeout(timer);
  }, [map, markers]);

  return null;
}

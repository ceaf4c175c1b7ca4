import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useTranslation } from '@chonail/shared/i18n';
import type { JobType } from '@chonail/shared/domain';
import { useSiteConfigQuery } from '@chonail/web/data';
import { MapUnavailable } from './MapUnavailable';
import { markerColour } from './marker-style';

/**
 * A small map of one place (detail dialog, job page). Tiles come from the deployment's tile URL;
 * offline they do not load but the marker still shows where the salon is.
 */
export default function LocationMap({ lat, lng, zoom, jobType }: { lat: number | null; lng: number | null; zoom: number; jobType: JobType }) {
  const { t } = useTranslation();
  const { data: config } = useSiteConfigQuery();
  if (lat === null || lng === null) return <MapUnavailable />;
  const colour = markerColour(jobType);
  return (
    <div className="h-56 overflow-hidden rounded-lg border border-slate-200" data-testid="location-map" aria-label={t('detail.map')} role="region">
      <MapContainer center={[lat, lng]} zoom={zoom} scrollWheelZoom={false} className="h-full w-full">
        {config && <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} />}
        <CircleMarker center={[lat, lng]} radius={10} pathOptions={{ color: colour, fillColor: colour, fillOpacity: 0.8 }} />
      </MapContainer>
    </div>
  );
}

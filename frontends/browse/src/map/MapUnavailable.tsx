import { useTranslation } from '@chonail/shared/i18n';

/** Said in the map's place when the post has no coordinates (without loading Leaflet for it). */
export function MapUnavailable() {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg bg-slate-100 p-4 text-center text-sm text-slate-600" data-testid="map-unavailable">
      {t('detail.mapUnavailable')}
    </p>
  );
}

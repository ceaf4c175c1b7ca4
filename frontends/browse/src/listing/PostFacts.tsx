import type { ExperienceLevel } from '@chonail/shared/contracts';
import { salonSizeLabelKey } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';

/**
 * "Diện tích: 1200 sq ft · 1.000–1.500 sq ft": the area and its size label (spec 01 section 3, the
 * second label set), as a term and its value of the detail's list (axe: a <dd> needs its <dt>).
 */
export function AreaLine({ area }: { area: number | null }) {
  const { t } = useTranslation();
  if (area === null) return null;
  const size = salonSizeLabelKey(area);
  return (
    <div data-testid="detail-area">
      <dt className="inline">{t('detail.areaLabel')}: </dt>
      <dd className="inline">
        {t('detail.areaValue', { area })}
        {size && ` · ${t(`detail.sizeLabel.${size}`)}`}
      </dd>
    </div>
  );
}

/** What a hiring post asks of the technician (spec 01 section 3's experience levels), when it says. */
export function ExperienceLine({ level }: { level: ExperienceLevel | null }) {
  const { t } = useTranslation();
  if (!level) return null;
  return (
    <div data-testid="detail-experience">
      <dt className="inline">{t('experience.label')}: </dt>
      <dd className="inline">{t(`experience.${level}`)}</dd>
    </div>
  );
}

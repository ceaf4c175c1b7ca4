import type { ExperienceLevel } from '@chonail/shared/contracts';
import { salonSizeLabelKey } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';

/** "Diện tích: 1200 sq ft · 1.000–1.500 sq ft": the area and its size label (spec 01 section 3, the second label set). */
export function AreaLine({ area }: { area: number | null }) {
  const { t } = useTranslation();
  if (area === null) return null;
  const size = salonSizeLabelKey(area);
  return (
    <dd data-testid="detail-area">
      {t('detail.area', { area })}
      {size && ` · ${t(`detail.sizeLabel.${size}`)}`}
    </dd>
  );
}

/** What a hiring post asks of the technician (spec 01 section 3's experience levels), when it says. */
export function ExperienceLine({ level }: { level: ExperienceLevel | null }) {
  const { t } = useTranslation();
  if (!level) return null;
  return <dd data-testid="detail-experience">{`${t('experience.label')}: ${t(`experience.${level}`)}`}</dd>;
}

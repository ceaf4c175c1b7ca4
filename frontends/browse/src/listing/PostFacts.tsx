import type { ExperienceLevel } from '@chonail/shared/contracts';
import { salonSizeLabelKey } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { factRows, type PostFactsOf } from '@chonail/web/ui';

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

/**
 * Every fact a post states (issue 24: pay, tips, housing, skills... or price, revenue, rent,
 * stations...), each a term and its value of the detail's list; nothing for a post without facts.
 */
export function FactLines({ facts }: { facts: PostFactsOf }) {
  const { t } = useTranslation();
  return (
    <>
      {factRows(t, facts).map(({ key, term, value }) => (
        <div key={key} data-testid="detail-fact" data-fact={key}>
          <dt className="inline">{term}: </dt>
          {/* The reason for selling is the owner's own words. */}
          <dd className="inline" data-user-content={key === 'reason' ? true : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </>
  );
}

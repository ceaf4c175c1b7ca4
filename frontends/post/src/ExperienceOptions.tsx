import { EXPERIENCE_LEVELS } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';

/** What a hiring post asks of the technician (spec 01 section 3) as options, '' (does not say) first: inside a form kit `Select`. */
export function ExperienceOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('experience.unspecified')}</option>
      {EXPERIENCE_LEVELS.map((level) => (
        <option key={level} value={level}>
          {t(`experience.${level}`)}
        </option>
      ))}
    </>
  );
}

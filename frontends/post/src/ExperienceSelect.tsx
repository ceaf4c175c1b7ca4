import { EXPERIENCE_LEVELS, type ExperienceLevel } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';

/** What a hiring post asks of the technician (spec 01 section 3), or '' when it does not say: the wizard's and the edit dialog's field. */
export function ExperienceSelect({ id, value, onChange, className, testId }: { id: string; value: ExperienceLevel | ''; onChange: (level: ExperienceLevel | '') => void; className: string; testId: string }) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as ExperienceLevel | '')} className={className} data-testid={testId}>
      <ExperienceOptions />
    </select>
  );
}

/** The levels as options, '' first: inside this select or a form kit `Select`. */
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

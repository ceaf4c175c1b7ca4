import { useTranslation } from '@chonail/shared/i18n';
import type { Lang } from '@chonail/shared/i18n';

/** Switches between Vietnamese and English; the choice is kept in localStorage by the i18n instance. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next: Lang = i18n.language === 'en' ? 'vi' : 'en';
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={`${t('header.switchLanguage')}: ${t(`header.languageName.${next}`)}`}
      title={t(`header.languageName.${next}`)}
      data-testid="language-toggle"
      className={`rounded-full border border-slate-300 px-3 py-1 text-xs font-bold text-slate-700 hover:bg-slate-100 ${className}`}
    >
      {t(`header.languageShort.${next}`)}
    </button>
  );
}

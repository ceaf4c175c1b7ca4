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
      // The visible code (EN/VI) is part of the name (WCAG 2.5.3, label in name).
      aria-label={`${t(`header.languageShort.${next}`)}: ${t('header.switchLanguage')}, ${t(`header.languageName.${next}`)}`}
      title={t(`header.languageName.${next}`)}
      data-testid="language-toggle"
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 px-3 text-xs font-bold text-slate-700 hover:bg-slate-100 ${className}`}
    >
      {t(`header.languageShort.${next}`)}
    </button>
  );
}

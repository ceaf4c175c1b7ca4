import { Link } from '@chonail/web/router';
import { useTranslation } from '@chonail/shared/i18n';

export function Footer() {
  const { t } = useTranslation();
  const linkClass = 'text-sm text-slate-600 hover:text-rose-600';
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white pb-20 md:pb-0" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-rose-600">{t('footer.company')}</p>
          <p className="mt-2 text-sm text-slate-600">{t('footer.about')}</p>
        </div>
        <div>
          <p className="text-sm font-semibold uppercase text-slate-900">{t('footer.support')}</p>
          <ul className="mt-2 space-y-1">
            <li><Link className={linkClass} to="/about">{t('footer.links.about')}</Link></li>
            <li><Link className={linkClass} to="/contact">{t('footer.links.contact')}</Link></li>
            <li><Link className={linkClass} to="/faq">{t('footer.links.faq')}</Link></li>
          </ul>
        </div>
        <div>
          <p className="text-sm font-semibold uppercase text-slate-900">{t('footer.legal')}</p>
          <ul className="mt-2 space-y-1">
            <li><Link className={linkClass} to="/terms">{t('footer.links.terms')}</Link></li>
            <li><Link className={linkClass} to="/privacy">{t('footer.links.privacy')}</Link></li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">{t('footer.copyright')}</p>
    </footer>
  );
}

import { Link } from '@chonail/web/router';
import { useTranslation } from '@chonail/shared/i18n';
import { usePageNow } from '@chonail/web/ui';

/** Spec 01 footer: Support (about, contact, faq) and Legal (terms, privacy); each link's path is its key. */
const LINK_GROUPS = [
  { heading: 'support', links: ['about', 'contact', 'faq'] },
  { heading: 'legal', links: ['terms', 'privacy'] },
] as const;

export function Footer() {
  const { t } = useTranslation();
  // The page's instant (the server's, on a page it rendered): the year reads the same in both.
  const now = usePageNow();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white pb-20 md:pb-0" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-rose-600">{t('footer.company')}</p>
          <p className="mt-2 text-sm text-slate-600">{t('footer.about')}</p>
        </div>
        {LINK_GROUPS.map(({ heading, links }) => (
          <div key={heading}>
            <p className="text-sm font-semibold uppercase text-slate-900">{t(`footer.${heading}`)}</p>
            <ul className="mt-1">
              {links.map((link) => (
                <li key={link}>
                  {/* A list of links, not links in a sentence: each a 44 px tap target (issue 21). */}
                  <Link className="inline-flex min-h-11 min-w-11 items-center text-sm text-slate-600 hover:text-rose-600" to={`/${link}`}>
                    {t(`footer.links.${link}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">{t('footer.copyright', { year: now.getFullYear() })}</p>
    </footer>
  );
}

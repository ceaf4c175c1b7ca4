import { useTranslation } from '@chonail/shared/i18n';
import { viPages } from '@chonail/shared/i18n/pages';
import { Link } from '@chonail/web/router';

/** The four static pages; each is a block of the `pages` catalogue (libs/shared/i18n, locales/vi/pages.ts). */
export type StaticPageName = 'about' | 'faq' | 'terms' | 'privacy';

/** The catalogue shapes this renderer understands (strings only, lists modelled as keyed objects). */
interface SectionCopy {
  readonly heading: string;
  readonly body: string;
  readonly points?: Readonly<Record<string, string>>;
  readonly note?: string;
}
interface FaqItemCopy {
  readonly question: string;
  readonly answer: string;
}
type PageCopy = { readonly title: string; readonly intro: string } & (
  | { readonly sections: Readonly<Record<string, SectionCopy>> }
  | { readonly items: Readonly<Record<string, FaqItemCopy>> }
);

/**
 * The structure (which sections, items and points exist, in order) comes from the Vietnamese
 * catalogue, the source of truth; en has the same keys (checked by catalogues.spec.ts). Every
 * visible string is read through `t`, so the page follows the language switch.
 */
const structure: Readonly<Record<StaticPageName, PageCopy>> = viPages;

export function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation();
  const copy = structure[page];
  const base = `pages.${page}`;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 text-base leading-relaxed text-slate-800 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`${base}.title`)}</h1>
      <p className="mt-3 text-slate-700">{t(`${base}.intro`)}</p>

      {'sections' in copy &&
        Object.entries(copy.sections).map(([key, section]) => {
          const path = `${base}.sections.${key}`;
          return (
            <section key={key} className="mt-6" aria-labelledby={`static-${page}-${key}`}>
              <h2 id={`static-${page}-${key}`} className="text-lg font-semibold text-slate-900">
                {t(`${path}.heading`)}
              </h2>
              <p className="mt-2">{t(`${path}.body`)}</p>
              {section.points && (
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {Object.keys(section.points).map((point) => (
                    <li key={point}>{t(`${path}.points.${point}`)}</li>
                  ))}
                </ul>
              )}
              {section.note && <p className="mt-2">{t(`${path}.note`)}</p>}
            </section>
          );
        })}

      {'items' in copy && (
        <div className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {Object.keys(copy.items).map((key) => (
            <details key={key} className="group px-4">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                <span>{t(`${base}.items.${key}.question`)}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                >
                  <path
                    fillRule="evenodd"
                    d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                    clipRule="evenodd"
                  />
                </svg>
              </summary>
              <p className="pb-4 text-slate-700">{t(`${base}.items.${key}.answer`)}</p>
            </details>
          ))}
        </div>
      )}

      <p className="mt-10 border-t border-slate-200 pt-6 text-slate-700">
        {t('pages.shared.needHelp')}{' '}
        <Link to="/contact" className="font-medium text-rose-700 underline underline-offset-2 hover:text-rose-800">
          {t('pages.shared.contactUs')}
        </Link>
      </p>
    </article>
  );
}

import { lazy, Suspense, useEffect, useRef } from 'react';
import type { PlaceLink, PlacePageResponse } from '@chonail/shared/contracts';
import { homePath, parsePlacePagePath, type PlacePage as PlacePageAddress, placePagePath, placePageRequest, placePageTwin } from '@chonail/shared/domain';
import { addTranslations, useTranslation } from '@chonail/shared/i18n';
import { placeCatalogue } from '@chonail/shared/i18n/place';
import type { ApiQueryError } from '@chonail/web/data';
import { usePlacePageQuery } from '@chonail/web/data/place-pages';
import { Link, useLocation } from '@chonail/web/router';
import { buttonClass, ErrorPanel, SkeletonGrid } from '@chonail/web/ui';
import { JobGrid } from '../listing/JobGrid';
import { PendingSave } from '../listing/SaveButton';
import { useListDetail } from '../listing/use-post-param';

// The place pages' copy comes with this chunk, before any of its screens renders.
addTranslations(placeCatalogue);

const JobDetailModal = lazy(() => import('../listing/JobDetailModal'));

const LINK = 'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:border-rose-400';
const PAGER_LINK = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:border-rose-400';

/**
 * Issue 37's city and state pages (`/viec-lam-nail/tx/houston`, `/nail-jobs/tx`, ...): the listed
 * posts of a kind in one place, as the home list shows them, with links a crawler can follow
 * (breadcrumbs, pages, the state's cities, nearby cities, the page in the other language).
 */
export default function PlacePage() {
  const { pathname, search } = useLocation();
  const address = parsePlacePagePath(pathname);
  const request = address ? placePageRequest(address, search) : '';
  const { data, error, isError, isFetching, refetch } = usePlacePageQuery(request, { skip: !address });
  useTopOnNewPage(request);
  const status = (error as ApiQueryError | undefined)?.status;
  if (!address || status === 404 || status === 400) return <PlaceNotFound />;
  if (isError) return <PlaceLoadFailed onRetry={() => void refetch()} />;
  return <PlaceList address={address} data={data} fetching={isFetching} />;
}

/**
 * Another page of the list or another place starts at its top: the shell scrolls up when the path
 * changes, not when only `?page=` does (the pager sits at the bottom of the last page).
 */
function useTopOnNewPage(request: string) {
  const shown = useRef(request);
  useEffect(() => {
    if (shown.current === request) return;
    shown.current = request;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [request]);
}

function PlaceList({ address, data, fetching }: { address: PlacePageAddress; data: PlacePageResponse | undefined; fetching: boolean }) {
  const { t } = useTranslation();
  // The open listing lives in the address (?post=), as on the home page.
  const { opened, openPost, close: closeDetail } = useListDetail(data?.posts);
  const { kind, lang } = address;
  const statePage = { kind, lang, state: address.state };
  const twin = placePageTwin(address);
  const pageOf = (n: number) => placePagePath({ ...address, page: n });

  return (
    <div className="mx-auto max-w-6xl px-4 py-5" data-testid="place-page">
      <nav aria-label={t('place.breadcrumbs')} className="mb-2 text-sm text-slate-600" data-testid="place-breadcrumbs">
        <ol className="flex flex-wrap items-center gap-x-1">
          <li>
            <Link to={homePath(lang)} className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-rose-700 hover:underline">
              {t('place.home')}
            </Link>
          </li>
          {data && (
            <li className="flex items-center gap-x-1">
              <span aria-hidden>›</span>
              {address.city ? (
                <Link to={placePagePath(statePage)} className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-rose-700 hover:underline">
                  {data.stateName}
                </Link>
              ) : (
                <span aria-current="page">{data.stateName}</span>
              )}
            </li>
          )}
          {data && address.city && (
            <li className="flex items-center gap-x-1">
              <span aria-hidden>›</span>
              <span aria-current="page">{data.name}</span>
            </li>
          )}
        </ol>
      </nav>

      {data ? (
        // The last page stays, dimmed, until the next one arrives (as the home list does).
        <div aria-busy={fetching} className={fetching ? 'opacity-70 transition-opacity' : ''}>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
            <div>
              <h1 className="text-xl font-bold text-slate-900" data-testid="place-title">
                {t(`place.heading.${kind}`, { place: data.name })}
              </h1>
              <p className="text-sm text-slate-600" data-testid="place-count">
                {t(`place.count.${kind}`, { count: data.total })}
              </p>
            </div>
            {/* A whole page load: the other language's page comes with its own words and head. */}
            <a href={placePagePath({ ...twin, page: data.page })} hrefLang={twin.lang} lang={twin.lang} className="inline-flex min-h-11 items-center text-sm font-semibold text-rose-700 underline" data-testid="place-twin">
              {t('place.twin')}
            </a>
          </div>

          {data.cities.length > 0 && (
            <PlaceLinks heading={t(`place.cities.${kind}`, { state: data.stateName })} links={data.cities} address={address} testId="place-cities" />
          )}

          <JobGrid posts={data.posts} onOpen={openPost} />

          {data.pageCount > 1 && (
            <nav aria-label={t('place.paging.label')} className="mt-6 flex items-center justify-between gap-3" data-testid="place-pager">
              {data.page > 1 ? (
                <Link to={pageOf(data.page - 1)} rel="prev" className={PAGER_LINK} data-testid="place-pager-previous">
                  ← {t('place.paging.previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600">{t('place.paging.position', { page: data.page, pages: data.pageCount })}</span>
              {data.page < data.pageCount ? (
                <Link to={pageOf(data.page + 1)} rel="next" className={PAGER_LINK} data-testid="place-pager-next">
                  {t('place.paging.next')} →
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}

          {data.nearby.length > 0 && (
            <PlaceLinks heading={t(`place.nearby.${kind}`, { place: data.name })} links={data.nearby} address={address} testId="place-nearby" withState />
          )}
        </div>
      ) : (
        <>
          <div className="mb-4 h-12 w-2/3 animate-pulse rounded bg-slate-200" />
          <SkeletonGrid />
        </>
      )}
      <PendingSave />
      <Suspense fallback={null}>{opened && <JobDetailModal post={opened} onClose={closeDetail} from={address.state} />}</Suspense>
    </div>
  );
}

/** Cities as links to their pages of the same kind and language, with their counts. */
function PlaceLinks({ heading, links, address, testId, withState }: { heading: string; links: PlaceLink[]; address: PlacePageAddress; testId: string; withState?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="my-6" aria-label={heading} data-testid={testId}>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{heading}</h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={`${link.state}/${link.slug}`}>
            <Link to={placePagePath({ kind: address.kind, lang: address.lang, state: link.state, city: link.slug })} className={LINK}>
              {t('place.linkCount', { name: withState ? `${link.name}, ${link.state}` : link.name, count: link.count })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlaceNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="place-not-found">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('place.notFoundTitle')}</h1>
      <p className="mb-6 text-slate-600">{t('place.notFoundBody')}</p>
      <Link to="/" className={buttonClass({ width: 'auto' })}>
        {t('place.backHome')}
      </Link>
    </div>
  );
}

function PlaceLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t('place.loadFailed')} body={t('place.loadFailedBody')} retryLabel={t('place.retry')} onRetry={onRetry} />;
}

import type { AlertFrequency, SavedSearch, SavedSearchFilters } from '@chonail/shared/contracts';
import { ALERT_RULES, locationLabel } from '@chonail/shared/domain';
import { US_STATES } from '@chonail/shared/geo';
import { addTranslations, useTranslation } from '@chonail/shared/i18n';
import { alertsCatalogue } from '@chonail/shared/i18n/alerts';
import { useDeleteSavedSearchMutation, useSavedSearchesQuery, useUpdateSavedSearchMutation } from '@chonail/web/data/alerts';
import { Link } from '@chonail/web/router';
import { Spinner, toast } from '@chonail/web/ui';

addTranslations(alertsCatalogue);

type T = ReturnType<typeof useTranslation>['t'];

const pill = 'inline-flex min-h-11 items-center justify-center rounded-lg border px-4 text-sm font-semibold disabled:opacity-60';
const money = (amount: number) => amount.toLocaleString('en-US');

/** A saved search in words: its place and kind, then what else narrows it ("within 25 miles", "pay from $1,000/week"). */
export function describeSearch(filters: SavedSearchFilters, t: T): { name: string; details: string[] } {
  const place = filters.state ? locationLabel({ city: filters.city ?? null, state: filters.state }, US_STATES) : filters.zip ? `ZIP ${filters.zip}` : t('alerts.search.allStates');
  const kind = t(`alerts.search.kinds.${filters.jobType ?? 'all'}`);
  const details: string[] = [];
  if (filters.zip && filters.state) details.push(`ZIP ${filters.zip}`);
  if (filters.maxDistance !== undefined) details.push(t('alerts.search.radius', { miles: filters.maxDistance }));
  if (filters.search) details.push(t('alerts.search.text', { text: filters.search }));
  if (filters.weeklyPayFrom !== undefined) details.push(t('alerts.search.weeklyPayFrom', { amount: money(filters.weeklyPayFrom) }));
  if (filters.priceFrom !== undefined) details.push(t('alerts.search.priceFrom', { amount: money(filters.priceFrom) }));
  if (filters.priceTo !== undefined) details.push(t('alerts.search.priceTo', { amount: money(filters.priceTo) }));
  if (filters.revenueFrom !== undefined) details.push(t('alerts.search.revenueFrom', { amount: money(filters.revenueFrom) }));
  if (filters.stationsFrom !== undefined) details.push(t('alerts.search.stationsFrom', { count: filters.stationsFrom }));
  if ((filters.salonAreaRanges ?? []).length > 0) details.push(t('alerts.search.areas'));
  return { name: `${kind} · ${place}`, details };
}

/**
 * Issue 39: the portal's Alerts tab. Each saved search with what it texts about, its latest match
 * and how many new posts matched since the member last looked; how often to text, pause or delete.
 * Asked anew each time the tab opens.
 */
export function AlertsTab() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useSavedSearchesQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return <Spinner />;
  if (!data) {
    return isError ? (
      <div className="py-10 text-center" data-testid="portal-alerts-error">
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t('alerts.tab.loadFailed')}
        </p>
        <button type="button" onClick={() => void refetch()} className={`${pill} mt-3 border-slate-300 text-slate-800`}>
          {t('alerts.tab.retry')}
        </button>
      </div>
    ) : null;
  }
  return (
    <section className="space-y-4" data-testid="portal-alerts">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('alerts.tab.title')}</h2>
        <span className="text-sm text-slate-500" data-testid="portal-alerts-count">
          {t('alerts.tab.count', { count: data.items.length, max: ALERT_RULES.maxPerAccount })}
        </span>
      </div>
      <p className="text-sm text-slate-600">{t('alerts.tab.intro')}</p>
      {data.alertsStopped && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="portal-alerts-stopped">
          {t('alerts.tab.stopped')}
        </p>
      )}
      {data.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center" data-testid="portal-alerts-empty">
          <p className="text-sm text-slate-600">{t('alerts.tab.empty')}</p>
          <Link to="/" className={`${pill} mt-4 border-rose-600 bg-rose-600 text-white`}>
            {t('alerts.tab.goHome')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {data.items.map((search) => (
            <SavedSearchItem key={search.id} search={search} stopped={data.alertsStopped} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchItem({ search, stopped }: { search: SavedSearch; stopped: boolean }) {
  const { t } = useTranslation();
  const [update, updating] = useUpdateSavedSearchMutation();
  const [remove, removing] = useDeleteSavedSearchMutation();
  const { name, details } = describeSearch(search.filters, t);
  const busy = updating.isLoading || removing.isLoading;
  // Stopped by a STOP reply or a link: every search reads as paused, and "Turn back on" restarts them.
  const off = search.paused || stopped;

  const change = async (body: { paused?: boolean; frequency?: AlertFrequency }, done: string) => {
    const result = await update({ id: search.id, ...body });
    toast(result.error ? { variant: 'destructive', title: t('alerts.item.failed') } : { variant: 'success', title: done });
  };
  const erase = async () => {
    const result = await remove(search.id);
    toast(result.error ? { variant: 'destructive', title: t('alerts.item.failed') } : { variant: 'success', title: t('alerts.item.deletedToast') });
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="saved-search">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-base font-semibold text-slate-900" data-testid="saved-search-name">
          {name}
        </h3>
        {off ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600" data-testid="saved-search-paused">
            {t('alerts.item.paused')}
          </span>
        ) : (
          search.newCount > 0 && (
            <span className="rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="saved-search-new">
              {t('alerts.item.newCount', { count: search.newCount })}
            </span>
          )
        )}
      </div>
      {details.length > 0 && <p className="mt-1 text-sm text-slate-600">{details.join(' · ')}</p>}

      <div className="mt-3 text-sm" data-testid="saved-search-last">
        {search.lastMatch ? (
          <>
            <span className="text-slate-500">{t('alerts.item.lastMatch')}: </span>
            {/* Opening the latest match is looking at the search: its new count starts again (quietly: the reader is on the post by then). */}
            <Link
              to={`/job/${search.lastMatch.postId}`}
              onClick={() => search.newCount > 0 && void update({ id: search.id, seen: true })}
              className="inline-flex min-h-11 items-center font-semibold text-rose-700 underline-offset-2 hover:underline"
            >
              {search.lastMatch.title} · {search.lastMatch.city}, {search.lastMatch.state}
            </Link>
          </>
        ) : (
          <span className="text-slate-500">{t('alerts.item.noMatch')}</span>
        )}
      </div>

      <fieldset className="mt-2" disabled={busy}>
        <legend className="text-sm font-medium text-slate-700">{t('alerts.item.frequency')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {(['instant', 'daily'] as const).map((frequency) => (
            <label
              key={frequency}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm ${search.frequency === frequency ? 'border-rose-500 bg-rose-50 font-semibold text-rose-800' : 'border-slate-300 text-slate-700'}`}
            >
              <input
                type="radio"
                name={`frequency-${search.id}`}
                value={frequency}
                checked={search.frequency === frequency}
                onChange={() => void change({ frequency }, t('alerts.item.frequencyToast'))}
                className="h-4 w-4 accent-rose-600"
                data-testid={`saved-search-${frequency}`}
              />
              {t(`alerts.item.${frequency}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void change({ paused: !off }, t(off ? 'alerts.item.resumedToast' : 'alerts.item.pausedToast'))}
          className={`${pill} border-slate-300 text-slate-800 hover:bg-slate-50`}
          data-testid="saved-search-pause"
        >
          {off ? t('alerts.item.resume') : t('alerts.item.pause')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void erase()}
          aria-label={t('alerts.item.deleteLabel', { name })}
          className={`${pill} border-red-200 text-red-700 hover:bg-red-50`}
          data-testid="saved-search-delete"
        >
          {t('alerts.item.delete')}
        </button>
      </div>
    </li>
  );
}

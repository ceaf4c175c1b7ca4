import { useState } from 'react';
import { DISTANCE_OPTIONS, POSTS_PER_PAGE_OPTIONS, SALON_AREA_FILTER_RANGES, toggleAreaRange } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { buttonClass, formatUsd } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { appliedFilters, keptSort, PRICE_OPTIONS, sortsFor, REVENUE_OPTIONS, STATIONS_OPTIONS, WEEKLY_PAY_OPTIONS } from './fact-filter-options';
import { type BrowseFilters, DEFAULT_BROWSE_FILTERS, type FactFilters, factFilterKeys } from './fact-filters';

const chip = (on: boolean) =>
  `min-h-11 min-w-11 rounded-full border px-3 py-1.5 text-sm font-medium transition ${on ? 'border-rose-500 bg-rose-50 text-rose-700' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'}`;

function Group({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <fieldset className="mb-4" data-testid={testId}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/**
 * Spec 01 filter dialog: job type, salon area ranges, sort, date order, distance, posts per page.
 * The distance is offered when sorting by distance, and for a city search, whose radius it is.
 * Issue 24: the facts' filters of the chosen type (weekly pay; price range, revenue, stations).
 */
export default function FilterDialog({
  initial,
  aroundCity = false,
  onApply,
  onClose,
}: {
  initial: BrowseFilters;
  aroundCity?: boolean;
  onApply: (filters: BrowseFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof BrowseFilters>(key: K, value: BrowseFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const chooseType = (jobType: BrowseFilters['jobType']) => setDraft((d) => ({ ...d, jobType, sortBy: keptSort(jobType, d.sortBy) }));

  return (
    <DialogFrame title={t('filters.title')} onClose={onClose} testId="filter-dialog">
      <Group label={t('filters.jobType')}>
        {(['all', 'hiring', 'selling'] as const).map((type) => (
          <button key={type} type="button" aria-pressed={draft.jobType === type} className={chip(draft.jobType === type)} onClick={() => chooseType(type)}>
            {t(`filters.jobTypes.${type}`)}
          </button>
        ))}
      </Group>
      <FactGroups draft={draft} onChange={(key, value) => set(key, value)} />
      <Group label={t('filters.area')}>
        {SALON_AREA_FILTER_RANGES.map((range) => {
          const on = draft.salonAreaRanges.some((r) => r.from === range.from && r.to === range.to);
          return (
            <button
              key={range.label}
              type="button"
              aria-pressed={on}
              className={chip(on)}
              onClick={() => set('salonAreaRanges', toggleAreaRange(draft.salonAreaRanges, { from: range.from, to: range.to }))}
            >
              {range.label}
            </button>
          );
        })}
      </Group>
      <Group label={t('filters.sortBy')} testId="filter-sortBy">
        {sortsFor(draft.jobType).map((sort) => (
          <button key={sort} type="button" aria-pressed={draft.sortBy === sort} className={chip(draft.sortBy === sort)} onClick={() => set('sortBy', sort)}>
            {t(`filters.sorts.${sort}`)}
          </button>
        ))}
        {(draft.sortBy === 'pay' || draft.sortBy === 'price') && <p className="w-full text-sm text-slate-600">{t(`filters.sortsOnlyStated.${draft.sortBy}`)}</p>}
      </Group>
      {draft.sortBy === 'date' && (
        <Group label={t('filters.dateOrder')}>
          {(['newest', 'oldest'] as const).map((order) => (
            <button key={order} type="button" aria-pressed={draft.dateOrder === order} className={chip(draft.dateOrder === order)} onClick={() => set('dateOrder', order)}>
              {t(`filters.dateOrders.${order}`)}
            </button>
          ))}
        </Group>
      )}
      {(draft.sortBy === 'distance' || aroundCity) && (
        <Group label={t('filters.distance')}>
          {DISTANCE_OPTIONS.map((miles) => (
            <button key={miles} type="button" aria-pressed={draft.distance === miles} className={chip(draft.distance === miles)} onClick={() => set('distance', miles)}>
              {t('filters.miles', { count: miles })}
            </button>
          ))}
        </Group>
      )}
      <Group label={t('filters.perPage')}>
        {POSTS_PER_PAGE_OPTIONS.map((count) => (
          <button key={count} type="button" aria-pressed={draft.postsPerPage === count} className={chip(draft.postsPerPage === count)} onClick={() => set('postsPerPage', count)}>
            {t('filters.perPageOption', { count })}
          </button>
        ))}
      </Group>
      {/* Kept in reach while the groups scroll on a phone. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 mt-2 flex gap-3 border-t border-slate-200 bg-white px-5 py-3">
        <button type="button" className="flex-1 rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700" onClick={() => setDraft(DEFAULT_BROWSE_FILTERS)}>
          {t('filters.reset')}
        </button>
        <button type="button" data-testid="filter-apply" className={`${buttonClass({ width: 'auto' })} flex-1`} onClick={() => onApply(appliedFilters(draft))}>
          {t('filters.apply')}
        </button>
      </div>
    </DialogFrame>
  );
}

const FACT_OPTIONS: Record<keyof FactFilters, readonly number[]> = {
  weeklyPayFrom: WEEKLY_PAY_OPTIONS,
  priceFrom: PRICE_OPTIONS,
  priceTo: PRICE_OPTIONS,
  revenueFrom: REVENUE_OPTIONS,
  stationsFrom: STATIONS_OPTIONS,
};

/** "Any" and one choice per option; a price range that would run backwards drops its other end. */
function FactGroups({ draft, onChange }: { draft: BrowseFilters; onChange: (key: keyof FactFilters, value: number | null) => void }) {
  const { t } = useTranslation();
  const choose = (key: keyof FactFilters, value: number | null) => {
    onChange(key, value);
    if (value === null) return;
    if (key === 'priceFrom' && draft.priceTo !== null && draft.priceTo < value) onChange('priceTo', null);
    if (key === 'priceTo' && draft.priceFrom !== null && draft.priceFrom > value) onChange('priceFrom', null);
  };
  return factFilterKeys(draft.jobType).map((key) => (
    <Group key={key} label={t(`filters.${key}`)} testId={`filter-${key}`}>
      {[null, ...FACT_OPTIONS[key]].map((value) => (
        <button key={value ?? 'any'} type="button" aria-pressed={draft[key] === value} className={chip(draft[key] === value)} onClick={() => choose(key, value)}>
          {value === null ? t('filters.any') : key === 'stationsFrom' ? `${value}+` : formatUsd(value)}
        </button>
      ))}
    </Group>
  ));
}

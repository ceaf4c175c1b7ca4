import { SALON_AREA_FILTER_RANGES } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { formatUsd } from '@chonail/web/ui';
import type { ActiveFilter } from './active-filters';

type TFunction = ReturnType<typeof useTranslation>['t'];

function chipLabel(t: TFunction, filter: ActiveFilter): string {
  switch (filter.kind) {
    case 'jobType':
      return t(`filters.jobTypes.${filter.jobType}`);
    case 'area': {
      const range = SALON_AREA_FILTER_RANGES.find((r) => r.from === filter.from && r.to === filter.to)?.label ?? `${filter.from}-${filter.to}`;
      return t('filters.chip.area', { range });
    }
    case 'distance':
      return t('filters.chip.distance', { miles: filter.miles });
    case 'sort': {
      const sort = t(`filters.sorts.${filter.sortBy}`);
      return t('filters.chip.sort', { sort: filter.sortBy === 'date' ? `${sort} · ${t(`filters.dateOrders.${filter.dateOrder}`)}` : sort });
    }
    case 'fact':
      return t('filters.chip.fact', { label: t(`filters.${filter.key}`), value: filter.key === 'stationsFrom' ? String(filter.value) : formatUsd(filter.value) });
  }
}

/** Issue 36: the filters the list applies, each with one tap to clear it. */
export default function FilterChips({ active, onClear }: { active: readonly ActiveFilter[]; onClear: (filter: ActiveFilter) => void }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('filters.activeLabel')} className="-mt-2 mb-4 flex flex-wrap gap-2" data-testid="filter-chips">
      {active.map((filter) => {
        const label = chipLabel(t, filter);
        return (
          <li key={filter.key} className="flex min-h-11 items-center rounded-full border border-rose-300 bg-rose-50 pl-3 text-sm font-medium text-rose-800" data-testid="filter-chip">
            <span>{label}</span>
            <button
              type="button"
              onClick={() => onClear(filter)}
              aria-label={t('filters.clearOne', { filter: label })}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg leading-none text-rose-700 hover:bg-rose-100"
              data-testid="filter-chip-clear"
            >
              <span aria-hidden>×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { UsCity } from '@chonail/shared/geo/cities';
import { US_STATES } from '@chonail/shared/geo';
import {
  hidesSuggestions,
  LOCATION_SEARCH_PAUSE_MS,
  locationLabel,
  type LocationOption,
  parseLocationText,
  parseZipText,
  shouldSearchLocationText,
  suggestLocations,
} from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useAddressSuggestionsQuery } from '@chonail/web/data';

export interface ChosenLocation {
  city: string | null;
  state: string;
}

/** The city list is about 25 KB gzipped: it loads when the box is first used, not with the page. */
let citiesPromise: Promise<readonly UsCity[]> | null = null;
export const loadCities = () => (citiesPromise ??= import('@chonail/shared/geo/cities').then((m) => m.US_CITIES));

function useCities(wanted: boolean): readonly UsCity[] {
  const [cities, setCities] = useState<readonly UsCity[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadCities().then((list) => live && setCities(list));
    return () => {
      live = false;
    };
  }, [wanted]);
  return cities;
}

/**
 * The location box of spec 01 (home and map): suggestions of states and 'City-XX' cities as the
 * visitor types, typed text taken after an 800 ms pause when it names a place, Enter only choosing
 * a highlighted suggestion.
 */
export function LocationSearch({
  value,
  onChange,
  testId = 'location-search',
}: {
  value: ChosenLocation | null;
  onChange: (location: ChosenLocation | null) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState(value ? locationLabel(value, US_STATES) : '');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [active, setActive] = useState(-1);
  const cities = useCities(used);
  const typing = useRef(false);

  // Follow a location chosen elsewhere (the header, another page) while the visitor is not typing.
  useEffect(() => {
    if (!typing.current) setText(value ? locationLabel(value, US_STATES) : '');
  }, [value]);

  // A typed ZIP is a place like a city: the server's ZIP data names its city (the browser has no ZIP list).
  const zip = typing.current ? parseZipText(text) : null;
  const { data: zipMatches, isFetching: zipLooking } = useAddressSuggestionsQuery(zip ?? '', { skip: zip === null });
  const zipOptions = useMemo(
    () =>
      (zip === null ? [] : (zipMatches ?? []))
        .filter((place) => place.zipcode === zip)
        .map((place): LocationOption => ({ kind: 'city', city: place.city, state: place.state, label: `${place.city}-${place.state}` })),
    [zip, zipMatches],
  );

  const options = useMemo(
    () => (zip !== null ? zipOptions : open ? suggestLocations(text, US_STATES, cities) : []),
    [zip, zipOptions, open, text, cities],
  );

  // Typed text is passed on after a pause, and only when it names a place (spec 01 section 5).
  useEffect(() => {
    if (!typing.current || !shouldSearchLocationText(text)) return;
    const timer = setTimeout(() => {
      const parsed = parseLocationText(text, US_STATES);
      if (parsed) {
        typing.current = false;
        onChange(parsed);
      }
    }, LOCATION_SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  // A ZIP is taken like a typed city, after the same pause, once its city is known.
  const zipPlace = zipOptions[0];
  useEffect(() => {
    if (!zipPlace) return;
    const timer = setTimeout(() => choose(zipPlace), LOCATION_SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only a new place restarts the pause; choose is a plain function of each render.
  }, [zipPlace]);

  const choose = (option: LocationOption) => {
    typing.current = false;
    setText(option.kind === 'city' ? `${option.city}, ${option.state}` : option.label);
    setOpen(false);
    setActive(-1);
    onChange({ city: option.city, state: option.state });
  };

  const clear = () => {
    typing.current = false;
    setText('');
    setOpen(false);
    onChange(null);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : -1));
    } else if (event.key === 'Enter') {
      // Enter does nothing until a suggestion is chosen (spec 01 section 5).
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative w-full" data-testid={testId}>
      <label className="sr-only" htmlFor={`${listId}-input`}>
        {t('location.label')}
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        placeholder={t('location.placeholder')}
        className="w-full rounded-xl border border-slate-300 bg-white py-2.5 pl-3 pr-12 text-base shadow-sm focus:border-rose-500 focus:outline-none focus:ring-2 focus:ring-rose-200"
        onFocus={() => {
          setUsed(true);
          // One reading of the spec offers 20 places in an empty box; the other shows none until typing.
          if (!text.trim()) setOpen(true);
        }}
        onChange={(event) => {
          const next = event.target.value;
          typing.current = true;
          setText(next);
          setActive(-1);
          // Suggestions only for non-empty text; a complete 'City, XX' or 'XX' needs no list.
          setOpen(next.trim() !== '' && !hidesSuggestions(next, US_STATES));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {text && (
        <button
          type="button"
          onClick={clear}
          aria-label={t('location.clear')}
          data-testid="location-clear"
          // 44x44 (issue 21), within the box's 46 px; the browser's own clear button is hidden (shell styles.css).
          className="absolute right-px top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-xl text-2xl leading-none text-slate-500 hover:text-slate-800"
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('location.suggestions')}
          className="absolute z-30 mt-1 max-h-[350px] w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          data-testid="location-suggestions"
        >
          {options.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-500" data-testid={zip !== null ? 'zip-status' : undefined}>
              {zip === null ? t('location.noMatches') : zipLooking ? t('location.zipLooking', { zip }) : t('location.zipUnknown', { zip })}
            </li>
          )}
          {options.map((option, i) => (
            <li
              key={`${option.kind}-${option.label}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              className={`flex cursor-pointer items-center justify-between px-3 py-2 text-sm ${i === active ? 'bg-rose-50' : 'hover:bg-slate-50'}`}
            >
              <span>{option.label}</span>
              {option.kind === 'state' && <span className="text-xs text-slate-600">{t('location.state')}</span>}
              {zip !== null && <span className="text-xs text-slate-600">{t('location.zip', { zip })}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

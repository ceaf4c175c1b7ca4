import { type KeyboardEvent, useEffect, useState } from 'react';
import type { AddressSuggestion } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useAddressSuggestionsQuery } from '@chonail/web/data';
import { inputClass } from '@chonail/web/ui';
import { useKitField } from '@chonail/web/ui/form';

/** Spec 02 section 5: text already shaped 'City, ST', or a state code alone, is not suggested for again. */
const SETTLED = /(^|,\s*)[A-Za-z]{2}$/;
const TYPING_PAUSE_MS = 250;
const worthAsking = (text: string) => text !== '' && !SETTLED.test(text);

function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

interface SuggestInputProps {
  /** The field's label, which also names the list of suggestions. */
  label: string;
  /** The field's value as the form holds it now. */
  value: string;
  onPick: (suggestion: AddressSuggestion) => void;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  testId: string;
}

/**
 * A form kit control (inside `<Field>`): a text input with the offline address suggestions under
 * it (ARCHITECTURE.md section 7), a combobox that asks only while the owner types, and whose
 * Enter picks a suggestion instead of submitting the form while the list is coming or open.
 */
export function SuggestInput({ label, value, onPick, placeholder, inputMode = 'text', autoComplete, testId }: SuggestInputProps) {
  const { t } = useTranslation();
  const field = useKitField();
  const { id } = field;
  const listId = `${id}-list`;
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useSettledValue(value.trim(), TYPING_PAUSE_MS);
  // The text now decides too: the paused-on text may be older than a settled place just typed.
  const ask = typing && worthAsking(value.trim()) && worthAsking(query);
  const { currentData, isFetching } = useAddressSuggestionsQuery(query, { skip: !ask });
  const options = ask ? (currentData ?? []) : [];
  const open = options.length > 0;
  // Suggestions for the text as it is now are still to come (the typing pause, or the call).
  const awaiting = typing && worthAsking(value.trim()) && (query !== value.trim() || isFetching);

  const pick = (suggestion: AddressSuggestion) => {
    setTyping(false);
    setActive(-1);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Spec 02 section 5: Enter never submits the step while suggestions are coming or shown; it
    // does once one is picked or the list is closed (Escape).
    if (!open) {
      if (event.key === 'Enter' && awaiting) event.preventDefault();
      if (event.key === 'Escape') setTyping(false);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      setTyping(false);
    }
  };

  return (
    <div className="relative">
      <input
        {...field}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          void field.onChange(event);
          setTyping(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setTyping(false);
          void field.onBlur(event);
        }}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        className={inputClass}
        data-testid={testId}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('wizard.listing.suggestions', { field: label })}
          className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.map((suggestion, index) => (
            <li
              key={suggestion.label}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the input, so the list is still there when the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={`min-h-11 cursor-pointer px-3 py-3 text-base ${index === active ? 'bg-rose-50 text-rose-800' : 'text-slate-800 hover:bg-slate-50'}`}
              data-testid="address-suggestion"
            >
              {suggestion.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

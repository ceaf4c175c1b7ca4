import { useState } from 'react';
import { findPhones } from '@chonail/shared/domain';

export interface MaskedTextProps {
  text: string;
  /** Accessible name of each masked number's button. */
  revealLabel: string;
}

/**
 * Free text with every phone number masked as (***) ***-1234 (spec 01 "Job card"); clicking one
 * shows it as a call link. The click does not reach the card, which would open the detail instead.
 */
export function MaskedText({ text, revealLabel }: MaskedTextProps) {
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const phones = findPhones(text);
  if (!phones.length) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  phones.forEach((phone, i) => {
    parts.push(text.slice(at, phone.start));
    parts.push(
      revealed.has(i) ? (
        <a key={i} href={`tel:+1${phone.digits}`} className="font-semibold text-rose-700 underline" onClick={(e) => e.stopPropagation()} data-testid="revealed-phone">
          {text.slice(phone.start, phone.end)}
        </a>
      ) : (
        <button
          key={i}
          type="button"
          // The name starts with what is seen (WCAG 2.5.3, label in name): voice users say what they see.
          aria-label={`${phone.masked}: ${revealLabel}`}
          className="font-semibold text-rose-700 underline decoration-dotted"
          data-testid="masked-phone"
          onClick={(e) => {
            e.stopPropagation();
            setRevealed((shown) => new Set(shown).add(i));
          }}
        >
          {phone.masked}
        </button>
      ),
    );
    at = phone.end;
  });
  parts.push(text.slice(at));
  return <>{parts}</>;
}

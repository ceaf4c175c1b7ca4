import { useState } from 'react';
import { findPhones } from '@chonail/shared/domain';

/**
 * A tap target of at least 44x44 CSS px (issue 21), in the line of text: the box is centred on the
 * text's baseline, so its line grows a little instead of the target overlapping the lines around it.
 * The revealed link keeps the box, so revealing a number does not change the line's height.
 */
const PHONE_TARGET = 'inline-flex min-h-11 min-w-11 items-center font-semibold text-rose-700 underline';

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
        <a key={i} href={`tel:+1${phone.digits}`} className={PHONE_TARGET} onClick={(e) => e.stopPropagation()} data-testid="revealed-phone">
          {text.slice(phone.start, phone.end)}
        </a>
      ) : (
        <button
          key={i}
          type="button"
          // The name starts with what is seen (WCAG 2.5.3, label in name): voice users say what they see.
          aria-label={`${phone.masked}: ${revealLabel}`}
          className={`${PHONE_TARGET} decoration-dotted`}
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

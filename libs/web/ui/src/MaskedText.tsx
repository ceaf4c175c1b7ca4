import { useState } from 'react';
import { findMaskedPhones, findPhones, formatPhone, revealMaskedPhones } from '@chonail/shared/domain';

/**
 * A tap target of at least 44x44 CSS px (issue 21), in the line of text: the box is centred on the
 * text's baseline, so its line grows a little instead of the target overlapping the lines around it.
 * The revealed link keeps the box, so revealing a number does not change the line's height.
 */
const PHONE_TARGET = 'inline-flex min-h-11 min-w-11 items-center font-semibold text-rose-700 underline';

/** The post's numbers from its contact call (issue 38, finding 4), for text the server masked. */
export interface TextReveal {
  /** The text's numbers as the contact call answered them (JobPostContact.textPhones); undefined until asked. */
  phones: readonly string[] | undefined;
  busy: boolean;
  onReveal: () => void;
}

export interface MaskedTextProps {
  text: string;
  /** Accessible name of each masked number's button. */
  revealLabel: string;
  /** Public reads carry the numbers masked: a tap on one asks the post's contact call. */
  reveal?: TextReveal;
}

interface Span {
  start: number;
  end: number;
  masked: string;
  /** The full number: known in a text that came unmasked (the owner's, staff's), else once revealed. */
  full: string | null | undefined;
  /** Written in full in the text as it came: revealed here, one at a time, with nothing asked. */
  local: boolean;
}

/**
 * Free text with every phone number masked as (***) ***-1234 (spec 01 "Job card"); clicking one
 * shows it as a call link. Numbers the server masked are revealed through `reveal` (all of the
 * post's at once); numbers the text carries in full (the owner's own reads) are masked here alike.
 * The click does not reach the card, which would open the detail instead.
 */
export function MaskedText({ text, revealLabel, reveal }: MaskedTextProps) {
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const serverMasked = findMaskedPhones(text);
  const fullOfMasked = reveal?.phones ? revealMaskedPhones(serverMasked, reveal.phones) : [];
  const spans: Span[] = [
    ...findPhones(text).map((phone) => ({ start: phone.start, end: phone.end, masked: phone.masked, full: `+1${phone.digits}`, local: true })),
    ...serverMasked.map((phone, i) => ({ start: phone.start, end: phone.end, masked: phone.masked, full: reveal?.phones ? fullOfMasked[i] : undefined, local: false })),
  ].sort((a, b) => a.start - b.start);
  if (!spans.length) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  spans.forEach((span, i) => {
    parts.push(text.slice(at, span.start));
    const shown = span.local ? revealed.has(i) : typeof span.full === 'string';
    if (shown && span.full) {
      parts.push(
        <a key={i} href={`tel:${span.full}`} className={PHONE_TARGET} onClick={(e) => e.stopPropagation()} data-testid="revealed-phone">
          {span.local ? text.slice(span.start, span.end) : formatPhone(span.full)}
        </a>,
      );
    } else if (!span.local && (span.full === null || !reveal)) {
      // Revealed, yet no number of the post ends so (or nothing to ask): the mask is all there is.
      parts.push(<span key={i}>{span.masked}</span>);
    } else {
      parts.push(
        <button
          key={i}
          type="button"
          // The name starts with what is seen (WCAG 2.5.3, label in name): voice users say what they see.
          aria-label={`${span.masked}: ${revealLabel}`}
          aria-busy={!span.local && reveal?.busy ? true : undefined}
          disabled={!span.local && reveal?.busy}
          className={`${PHONE_TARGET} decoration-dotted`}
          data-testid="masked-phone"
          onClick={(e) => {
            e.stopPropagation();
            if (span.local) setRevealed((current) => new Set(current).add(i));
            else reveal?.onReveal();
          }}
        >
          {span.masked}
        </button>,
      );
    }
    at = span.end;
  });
  parts.push(text.slice(at));
  return <>{parts}</>;
}

import { wholeUsd } from '../money';

/** Fills `{{name}}` placeholders (the catalogues' i18next syntax); an unknown name is left empty. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** Text cut at a word to at most `max` characters, with an ellipsis when cut; whitespace runs become one space. */
export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** "$1,200" */
export const formatUsd = wholeUsd;

/** "Houston, TX", or the state alone. */
export function placeName(place: { city: string | null; state: string }): string {
  return place.city ? `${place.city}, ${place.state}` : place.state;
}

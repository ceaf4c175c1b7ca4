import { z } from 'zod';

/** C0 controls and DEL are never typed by a person; they would only break the matching and the logs. */
const hasControlCharacter = (s: string) => [...s].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * GET /api/address-suggestions?q=...: the offline address autocomplete (ARCHITECTURE.md section 7).
 * `q` is a ZIP prefix ('770'), a city prefix ('Hous', 'Houston, T'), or an address whose last
 * part is one of those ('9889 Bellaire Blvd, Houston').
 */
export const addressSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(100)
    .refine((q) => !hasControlCharacter(q), { message: 'contains control characters' }),
});
export type AddressSuggestionsQuery = z.input<typeof addressSuggestionsQuerySchema>;

export const ADDRESS_SUGGESTIONS_LIMIT = 8;

/** One place to fill the form with. */
export interface AddressSuggestion {
  city: string;
  /** Two-letter code of one of the 50 states. */
  state: string;
  /** Null for a city with several ZIP codes: which one is the owner's only they know. */
  zipcode: string | null;
  /** 'Houston, TX 77036' or 'Houston, TX' */
  label: string;
}

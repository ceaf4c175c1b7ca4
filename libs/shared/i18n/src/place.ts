import { place as enPlace } from './locales/en/place';
import { place as viPlace } from './locales/vi/place';

/**
 * The city and state pages' copy, under the key `place`. Only the place page's chunk of the browse
 * remote imports this entry (and adds it with addTranslations before its screens render), so the
 * first page does not carry it.
 */
export const placeCatalogue = { vi: viPlace, en: enPlace } as const;

import { contact as en } from './locales/en/contact';
import { contact as vi } from './locales/vi/contact';

/**
 * The contact page's copy, under the key `contact`. Only the contact page's chunk imports this
 * entry (and adds it with addTranslations when it loads), so the first page does not carry it.
 */
export const contactCatalogue = { vi, en } as const;

import { portal as enPortal } from './locales/en/portal';
import { wizard as enWizard } from './locales/en/wizard';
import { portal as viPortal } from './locales/vi/portal';
import { wizard as viWizard } from './locales/vi/wizard';

/**
 * The post remote's copy (customer portal, owner ad page, package wizard), under the keys `portal`,
 * `myPost` and `wizard`. Only the post remote imports this entry (its routes module adds it with
 * addTranslations before any of its screens renders), so the first page does not carry it.
 */
export const postCatalogue = { vi: { ...viPortal, ...viWizard }, en: { ...enPortal, ...enWizard } } as const;

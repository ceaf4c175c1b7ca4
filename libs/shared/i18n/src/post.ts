import { factsForm as enFactsForm } from './locales/en/facts-form';
import { portal as enPortal } from './locales/en/portal';
import { wizard as enWizard } from './locales/en/wizard';
import { factsForm as viFactsForm } from './locales/vi/facts-form';
import { portal as viPortal } from './locales/vi/portal';
import { wizard as viWizard } from './locales/vi/wizard';

/**
 * The post remote's copy (customer portal, owner ad page, package wizard), under the keys `portal`,
 * `myPost`, `wizard` and `factsForm`. Only the post remote imports this entry (its routes module adds it with
 * addTranslations before any of its screens renders), so the first page does not carry it.
 */
export const postCatalogue = { vi: { ...viPortal, ...viWizard, ...viFactsForm }, en: { ...enPortal, ...enWizard, ...enFactsForm } } as const;

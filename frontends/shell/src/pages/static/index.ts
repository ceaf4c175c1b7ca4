import { addTranslations } from '@chonail/shared/i18n';
import { pagesCatalogue } from '@chonail/shared/i18n/pages';

// This chunk carries the static pages' copy; it joins the catalogue when the chunk loads.
addTranslations(pagesCatalogue);

export { AboutPage } from './AboutPage';
export { FaqPage } from './FaqPage';
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';

export { AboutPage } from './AboutPage';
export { FaqPage } from './FaqPage';
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';

import { StaticPage } from './StaticPage';

/** /privacy */
export function PrivacyPage() {
  return <StaticPage page="privacy" />;
}

import { StaticPage } from './StaticPage';

/** /terms */
export function TermsPage() {
  return <StaticPage page="terms" />;
}

import { StaticPage } from './StaticPage';

/** /faq */
export function FaqPage() {
  return <StaticPage page="faq" />;
}

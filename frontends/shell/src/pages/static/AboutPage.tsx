import { StaticPage } from './StaticPage';

/** /about */
export function AboutPage() {
  return <StaticPage page="about" />;
}

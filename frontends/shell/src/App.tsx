import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from '@chonail/web/router';
import { PageTimeProvider, Spinner } from '@chonail/web/ui';
import { Layout } from './layout/Layout';
import { RemotePage } from './remotes/RemotePage';
import { REMOTE_ROUTES, SHELL_PAGES } from './route-table';

// Pages the first screen does not show are loaded when opened, to keep the first page small
// (the contact form alone brings zod and the form library).
const staticPages = () => import('./pages/static');
const AboutPage = lazy(() => staticPages().then((m) => ({ default: m.AboutPage })));
const FaqPage = lazy(() => staticPages().then((m) => ({ default: m.FaqPage })));
const TermsPage = lazy(() => staticPages().then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => staticPages().then((m) => ({ default: m.PrivacyPage })));
const ContactPage = lazy(() => import('./pages/ContactPage').then((m) => ({ default: m.ContactPage })));
const SkeletonDemoPage = lazy(() => import('./pages/SkeletonDemoPage').then((m) => ({ default: m.SkeletonDemoPage })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  // A block body on purpose: current Chromium's scrollTo returns a Promise, which React would
  // take for this effect's cleanup and call on unmount ("destroy is not a function").
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The app's pages in the shell's frame. `onMounted` runs once its first render is on screen (for a
 * server-rendered page, once taken over); `renderedAt` is the server's instant for such a page
 * (see PageTimeProvider). A prop and an effect, not an extra element: the tree must
 * be the server's exactly, or React's generated ids (useId) differ and hydration fails.
 */
export function App({ onMounted, renderedAt }: { onMounted?: () => void; renderedAt?: number } = {}) {
  // Once, after the first commit only (the prop is not expected to change).
  const { pathname } = useLocation();
  const [mounted] = useState(() => onMounted);
  useEffect(() => mounted?.(), [mounted]);
  return (
    <PageTimeProvider renderedAt={renderedAt} page={pathname}>
      <Layout>
        <ScrollToTopOnNavigate />
        <Suspense fallback={<Spinner />}>
          <Routes>
            {REMOTE_ROUTES.map(({ path, remote, page }) => (
              <Route key={path} path={path} element={<RemotePage remote={remote} page={page} />} />
            ))}
            <Route path={SHELL_PAGES.about} element={<AboutPage />} />
            <Route path={SHELL_PAGES.faq} element={<FaqPage />} />
            <Route path={SHELL_PAGES.terms} element={<TermsPage />} />
            <Route path={SHELL_PAGES.privacy} element={<PrivacyPage />} />
            <Route path={SHELL_PAGES.contact} element={<ContactPage />} />
            <Route path={SHELL_PAGES.skeletonDemo} element={<SkeletonDemoPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Layout>
    </PageTimeProvider>
  );
}

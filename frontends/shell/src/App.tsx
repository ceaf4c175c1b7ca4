import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Layout } from './layout/Layout';
import { ContactPage } from './pages/ContactPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SkeletonDemoPage } from './pages/SkeletonDemoPage';
import { AboutPage, FaqPage, PrivacyPage, TermsPage } from './pages/static';
import { RemotePage } from './remotes/RemotePage';
import { REMOTE_ROUTES } from './route-table';

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  // A block body on purpose: current Chromium's scrollTo returns a Promise, which React would
  // take for this effect's cleanup and call on unmount ("destroy is not a function").
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function App() {
  return (
    <Layout>
      <ScrollToTopOnNavigate />
      <Routes>
        {REMOTE_ROUTES.map(({ path, remote, page }) => (
          <Route key={path} path={path} element={<RemotePage remote={remote} page={page} />} />
        ))}
        <Route path="/about" element={<AboutPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/skeleton-demo" element={<SkeletonDemoPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Layout>
  );
}

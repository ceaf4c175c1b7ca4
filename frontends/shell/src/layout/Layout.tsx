import type { ReactNode } from 'react';
import { useLocation } from '@chonail/web/router';
import { AuthDialogHost } from '../auth/AuthDialogHost';
import { SessionKeeper } from '../session';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { ToasterHost } from './ToasterHost';

export function Layout({ children }: { children: ReactNode }) {
  // The map fills the screen between the header and the bottom bar, fixed: a footer below it could
  // be scrolled to but not tapped (the map lies over it), so the map page has none.
  const fullScreenMap = useLocation().pathname === '/map';
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {/* At least a screen tall from the first paint: the footer starts below the fold, so pages that
          arrive later (remotes, listings) never push it across the screen. */}
      <main className="mx-auto min-h-svh w-full max-w-6xl flex-1">{children}</main>
      {!fullScreenMap && <Footer />}
      <BottomBar />
      <ToasterHost />
      <AuthDialogHost />
      <SessionKeeper />
    </div>
  );
}

import type { ReactNode } from 'react';
import { AuthDialogHost } from '../auth/AuthDialogHost';
import { SessionKeeper } from '../session';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { ToasterHost } from './ToasterHost';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {/* At least a screen tall from the first paint: the footer starts below the fold, so pages that
          arrive later (remotes, listings) never push it across the screen. */}
      <main className="mx-auto min-h-svh w-full max-w-6xl flex-1">{children}</main>
      <Footer />
      <BottomBar />
      <ToasterHost />
      <AuthDialogHost />
      <SessionKeeper />
    </div>
  );
}

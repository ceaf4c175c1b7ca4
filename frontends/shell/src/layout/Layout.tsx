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
      <main className="mx-auto w-full max-w-6xl flex-1">{children}</main>
      <Footer />
      <BottomBar />
      <ToasterHost />
      <AuthDialogHost />
      <SessionKeeper />
    </div>
  );
}

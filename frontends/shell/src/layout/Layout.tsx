import type { ReactNode } from 'react';
import { Toaster } from '@chonail/web/ui';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="mx-auto w-full max-w-6xl flex-1">{children}</main>
      <Footer />
      <BottomBar />
      <Toaster />
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { selectAuthDialog, useAppSelector } from '@chonail/web/data';

const AuthDialogs = lazy(() => import('./AuthDialogs').then((m) => ({ default: m.AuthDialogs })));

/** The dialogs' code (forms, Radix) loads with the first dialog opened, not with the first page. */
export function AuthDialogHost() {
  const open = useAppSelector(selectAuthDialog) !== null;
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}

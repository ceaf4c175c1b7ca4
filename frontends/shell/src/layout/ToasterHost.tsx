import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '@chonail/web/ui';

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the toaster with the first toast, or at the first F8 (which then focuses the notification area). */
export function ToasterHost() {
  const hasToasts = useToasts().length > 0;
  const [f8, setF8] = useState(false);
  useEffect(() => {
    if (f8) return;
    const onKey = (event: KeyboardEvent) => event.key === 'F8' && setF8(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [f8]);
  if (!hasToasts && !f8) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={f8 && !hasToasts} />
    </Suspense>
  );
}

// What bootstrap.tsx renders with, behind its last step (see there; and start-store.ts on why the
// shared libraries come through a module of the shell's own).
export { createRoot, hydrateRoot } from 'react-dom/client';
export { BrowserRouter } from '@chonail/web/router';
export { App } from './App';

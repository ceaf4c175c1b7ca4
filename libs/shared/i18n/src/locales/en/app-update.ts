/** The new-version banner's words: added by the shell's lazily loaded banner chunk (../../app-update.ts). */
import type { Widen } from '../../catalogue';
import type { appUpdate as vi } from '../vi/app-update';

export const appUpdate: Widen<typeof vi> = {
  appUpdate: {
    ready: 'A new version is ready',
    reload: 'Reload',
    later: 'Later',
  },
};

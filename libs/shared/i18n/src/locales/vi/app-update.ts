/**
 * The new-version banner's words (issue 37): added by the shell's lazily loaded banner chunk
 * (../../app-update.ts) when a new version of the app is waiting, never by the first page.
 */
export const appUpdate = {
  appUpdate: {
    ready: 'Có phiên bản mới',
    reload: 'Tải lại',
    later: 'Để sau',
  },
};

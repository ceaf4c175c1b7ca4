// A remote runs inside the shell, which loads ./routes through Module Federation. This entry only
// anchors the build; `npm run dev` serves the remote for the shell to load.
export {};

// Its own module: the shell's first script (early.ts) reads it before Module Federation has loaded
// the shared libraries that remote-loader.ts imports.
/** Where the shell learns the remotes' URLs, at run time, so a deployment can move them without a rebuild. */
export const MANIFEST_URL = '/remotes.json';

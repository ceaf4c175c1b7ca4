// Side-effect CSS imports are handled by rspack, not TypeScript.
declare module '*.css';

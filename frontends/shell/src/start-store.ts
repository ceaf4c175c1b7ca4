// What bootstrap.tsx takes from the data library, behind one of its steps (see there). A module of
// the shell's own, not `import('@chonail/web/data')`: importing a shared library that way makes
// Module Federation start every remote's entry (post's and admin's too) to share it.
export { bindStore, cacheFirstScreen, createAppStore, Provider, refreshForMember, registerSingletons } from '@chonail/web/data';

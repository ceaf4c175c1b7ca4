// The browse remote's exposed routes module, which the server build bundles by this name
// (tools/rspack/ssr-config.cjs); the browser loads it through Module Federation instead.
declare module 'browse/routes' {
  import type { RemoteRoutesModule } from '@chonail/web/ui';
  const Page: RemoteRoutesModule['default'];
  export default Page;
  export const preloadPage: RemoteRoutesModule['preloadPage'];
}

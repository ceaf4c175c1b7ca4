/**
 * The city and state pages' call, a further entry of this library: `@chonail/web/data/place-pages`.
 * The main entry is shared whole between shell and remotes (every export downloads with every first
 * page, the home page's among them), so it stays out of it; only the place page's chunk imports it.
 */
export { placePagesApi, usePlacePageQuery } from './place-pages-api';

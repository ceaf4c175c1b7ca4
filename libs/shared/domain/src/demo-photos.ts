/**
 * Which drawn picture a demo listing shows. The pictures are drawn on the server at first start
 * (libs/server/media's demo scenes); these rules only say which scene, in which colours, with whose
 * name, so the same demo data always gets the same pictures.
 */

export type DemoScene = 'storefront' | 'reception' | 'salon' | 'pedicure' | 'polish' | 'manicure' | 'waiting' | 'bottles';

/** Colour schemes the scenes are drawn in; an index into the drawing module's palettes. */
export const DEMO_PALETTE_COUNT = 6;

export interface DemoPhoto {
  /** Stable name of the picture: the same key is the same stored file. */
  key: string;
  scene: DemoScene;
  palette: number;
  /** The salon name painted on a sign in the picture (storefront and reception only). */
  name: string | null;
}

/** The shared pictures a demo post picks from (1-based, as the demo generator numbers them). */
const POOL: ReadonlyArray<[DemoScene, number]> = [
  ['salon', 0], ['pedicure', 1], ['polish', 2], ['manicure', 3], ['salon', 4], ['pedicure', 5],
  ['waiting', 0], ['bottles', 1], ['polish', 4], ['manicure', 5], ['salon', 2], ['pedicure', 3],
];
export const DEMO_POOL_SIZE = POOL.length;

export function demoPoolPhoto(n: number): DemoPhoto {
  const [scene, palette] = POOL[(((n - 1) % POOL.length) + POOL.length) % POOL.length];
  return { key: `pool-${scene}-${palette}`, scene, palette, name: null };
}

/** A small stable hash (FNV-1a), so a salon keeps its colours wherever it appears. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The salon's own picture: its storefront sign or its reception wall, in its colours. */
export function demoNamedPhoto(storeName: string): DemoPhoto {
  const h = hash(storeName.trim());
  const scene: DemoScene = h % 2 === 0 ? 'storefront' : 'reception';
  const palette = (h >>> 1) % DEMO_PALETTE_COUNT;
  const slug = storeName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { key: `${scene}-${palette}-${slug}`, scene, palette, name: storeName.trim() };
}

/** Named pictures are drawn one by one at first start; past this many, posts show pool pictures only. */
export const DEMO_NAMED_PHOTOS_MAX = 32;

export interface DemoPhotoPost {
  storeName: string;
  /** Paid to stand out (a priority tier or VIP): these lead the home page, so they get the named picture. */
  featured: boolean;
  /** The pool pictures the demo generator chose (1-based); none means the post has no pictures. */
  poolNumbers: readonly number[];
}

/**
 * Each demo post's pictures, in order. A featured post leads with its own storefront or reception
 * (owners lead with their sign), for the first DEMO_NAMED_PHOTOS_MAX salon names; every other
 * picture is a shared pool one. A post keeps as many pictures as the generator chose.
 */
export function demoPhotoPlans(posts: readonly DemoPhotoPost[]): DemoPhoto[][] {
  const named = new Set<string>();
  return posts.map(({ storeName, featured, poolNumbers }) => {
    const pool = poolNumbers.map(demoPoolPhoto);
    if (!featured || pool.length === 0) return pool;
    const photo = demoNamedPhoto(storeName);
    if (!named.has(photo.key) && named.size >= DEMO_NAMED_PHOTOS_MAX) return pool;
    named.add(photo.key);
    return [photo, ...pool.slice(1)];
  });
}

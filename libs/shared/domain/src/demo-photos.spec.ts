import { DEMO_NAMED_PHOTOS_MAX, DEMO_PALETTE_COUNT, DEMO_POOL_SIZE, demoNamedPhoto, demoPhotoPlans, demoPoolPhoto } from './demo-photos';

describe('demo photos', () => {
  it('has at least 12 different pool pictures, none repeated', () => {
    const keys = Array.from({ length: DEMO_POOL_SIZE }, (_, i) => demoPoolPhoto(i + 1).key);
    expect(DEMO_POOL_SIZE).toBeGreaterThanOrEqual(12);
    expect(new Set(keys).size).toBe(DEMO_POOL_SIZE);
    expect(new Set(keys.map((k) => k.split('-')[1])).size).toBeGreaterThanOrEqual(5);
  });

  it("draws a salon's own picture with its name, always in the same scene and colours", () => {
    const lotus = demoNamedPhoto('Lotus Nail Lounge');
    expect(lotus).toEqual(demoNamedPhoto(' Lotus Nail Lounge '));
    expect(lotus.name).toBe('Lotus Nail Lounge');
    expect(['storefront', 'reception']).toContain(lotus.scene);
    expect(lotus.palette).toBeGreaterThanOrEqual(0);
    expect(lotus.palette).toBeLessThan(DEMO_PALETTE_COUNT);
    expect(demoNamedPhoto("Kim's Nails & Spa").key).toMatch(/^(storefront|reception)-\d-kim-s-nails-spa$/);
    const scenes = new Set(['Lotus', 'Diamond', 'Royal', 'Happy', 'Queen', 'Zen', 'Posh', 'Pearl'].map((p) => demoNamedPhoto(`${p} Nails`).scene));
    expect(scenes.size).toBe(2);
  });

  it('leads a featured post with its named picture and keeps the number of pictures', () => {
    const [featured, plain, none] = demoPhotoPlans([
      { storeName: 'Lotus Nail Lounge', featured: true, poolNumbers: [3, 7, 1] },
      { storeName: 'Zen Nails', featured: false, poolNumbers: [2, 5] },
      { storeName: 'Posh Nails', featured: true, poolNumbers: [] },
    ]);
    expect(featured.map((p) => p.key)).toEqual([demoNamedPhoto('Lotus Nail Lounge').key, demoPoolPhoto(7).key, demoPoolPhoto(1).key]);
    expect(plain.map((p) => p.key)).toEqual([demoPoolPhoto(2).key, demoPoolPhoto(5).key]);
    expect(none).toEqual([]);
  });

  it('draws at most DEMO_NAMED_PHOTOS_MAX named pictures; a salon past the cap shows pool pictures, one already drawn keeps its own', () => {
    const posts = Array.from({ length: DEMO_NAMED_PHOTOS_MAX + 5 }, (_, i) => ({ storeName: `Salon ${i}`, featured: true, poolNumbers: [1, 2] }));
    posts.push({ storeName: 'Salon 0', featured: true, poolNumbers: [4] });
    const plans = demoPhotoPlans(posts);
    expect(new Set(plans.flat().filter((p) => p.name).map((p) => p.key)).size).toBe(DEMO_NAMED_PHOTOS_MAX);
    expect(plans[DEMO_NAMED_PHOTOS_MAX][0]).toEqual(demoPoolPhoto(1));
    expect(plans.at(-1)?.[0].name).toBe('Salon 0');
  });
});

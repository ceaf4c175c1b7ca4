import { galleryArrowDisabled, galleryArrowIndex, galleryKeyIndex } from './gallery';

describe('galleryKeyIndex', () => {
  it('steps left and right', () => {
    expect(galleryKeyIndex(1, 'ArrowRight', 4)).toBe(2);
    expect(galleryKeyIndex(1, 'ArrowLeft', 4)).toBe(0);
  });

  it('wraps around at both ends', () => {
    expect(galleryKeyIndex(3, 'ArrowRight', 4)).toBe(0);
    expect(galleryKeyIndex(0, 'ArrowLeft', 4)).toBe(3);
  });

  it('cycles through every photo and back', () => {
    let index = 0;
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) seen.push((index = galleryKeyIndex(index, 'ArrowRight', 4)));
    expect(seen).toEqual([1, 2, 3, 0]);
  });

  it('stays at 0 with one photo or none', () => {
    expect(galleryKeyIndex(0, 'ArrowRight', 1)).toBe(0);
    expect(galleryKeyIndex(0, 'ArrowLeft', 1)).toBe(0);
    expect(galleryKeyIndex(0, 'ArrowRight', 0)).toBe(0);
    expect(galleryKeyIndex(0, 'ArrowLeft', 0)).toBe(0);
  });
});

describe('galleryArrowIndex', () => {
  it('steps without wrapping', () => {
    expect(galleryArrowIndex(1, 1, 4)).toBe(2);
    expect(galleryArrowIndex(1, -1, 4)).toBe(0);
    expect(galleryArrowIndex(3, 1, 4)).toBe(3);
    expect(galleryArrowIndex(0, -1, 4)).toBe(0);
  });

  it('stays at 0 with one photo or none', () => {
    expect(galleryArrowIndex(0, 1, 1)).toBe(0);
    expect(galleryArrowIndex(0, -1, 1)).toBe(0);
    expect(galleryArrowIndex(0, 1, 0)).toBe(0);
    expect(galleryArrowIndex(0, -1, 0)).toBe(0);
  });
});

describe('galleryArrowDisabled', () => {
  it('disables the back arrow on the first photo and the forward arrow on the last', () => {
    expect(galleryArrowDisabled(0, -1, 4)).toBe(true);
    expect(galleryArrowDisabled(0, 1, 4)).toBe(false);
    expect(galleryArrowDisabled(3, 1, 4)).toBe(true);
    expect(galleryArrowDisabled(3, -1, 4)).toBe(false);
    expect(galleryArrowDisabled(1, -1, 4)).toBe(false);
    expect(galleryArrowDisabled(1, 1, 4)).toBe(false);
  });

  it('disables both arrows with one photo or none', () => {
    for (const count of [0, 1]) {
      expect(galleryArrowDisabled(0, -1, count)).toBe(true);
      expect(galleryArrowDisabled(0, 1, count)).toBe(true);
    }
  });

  it('agrees with galleryArrowIndex: a disabled arrow goes nowhere', () => {
    for (let index = 0; index < 3; index++) {
      for (const direction of [-1, 1] as const) {
        expect(galleryArrowDisabled(index, direction, 3)).toBe(galleryArrowIndex(index, direction, 3) === index);
      }
    }
  });
});

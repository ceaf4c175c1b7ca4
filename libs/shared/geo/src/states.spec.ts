import { CONTIGUOUS_US_CENTER, isUsStateCode, stateByCode, stateName, US_STATE_CODES, US_STATES } from './states';

describe('US states', () => {
  it('lists the 50 states once each, in the same order as the codes', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(50);
    expect(US_STATES.map((s) => s.code)).toEqual([...US_STATE_CODES]);
  });

  it.each(US_STATES.map((s) => [s.code, s] as const))('puts the centre of %s inside the US', (_code, state) => {
    expect(state.lat).toBeGreaterThanOrEqual(18);
    expect(state.lat).toBeLessThanOrEqual(72);
    expect(state.lng).toBeGreaterThanOrEqual(-180);
    expect(state.lng).toBeLessThanOrEqual(-66);
  });

  it('puts centres where the states are', () => {
    // Loose checks per state; a swapped row or a sign slip lands far outside them.
    const centre = (code: string) => stateByCode(code) ?? { lat: NaN, lng: NaN };
    expect(stateByCode('TX')).toMatchObject({ name: 'Texas' });
    expect(centre('TX').lat).toBeGreaterThan(26);
    expect(centre('TX').lng).toBeLessThan(-94);
    expect(centre('AK').lat).toBeGreaterThan(55);
    expect(centre('HI').lat).toBeLessThan(23);
    expect(centre('ME').lng).toBeGreaterThan(-71);
    expect(centre('WA').lat).toBeGreaterThan(46);
  });

  it('recognises exact state codes only', () => {
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('WY')).toBe(true);
    for (const s of ['DC', 'PR', 'GU', 'tx', ' TX', 'Texas', '']) expect(isUsStateCode(s)).toBe(false);
  });

  it('looks states up by code, forgiving case and spaces', () => {
    expect(stateByCode('ca')).toMatchObject({ code: 'CA', name: 'California' });
    expect(stateName(' ny ')).toBe('New York');
    expect(stateName('NC')).toBe('North Carolina');
    expect(stateByCode('DC')).toBeNull();
    expect(stateName('ZZ')).toBeNull();
  });

  it('centres the contiguous US in Kansas', () => {
    expect(CONTIGUOUS_US_CENTER).toEqual({ lat: 39.8283, lng: -98.5795 });
  });
});

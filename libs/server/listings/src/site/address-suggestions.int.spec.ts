import type { AddressSuggestion } from '@chonail/shared/contracts';
import { parsePlaceQuery } from './address-suggestions';
import { useListingsApp } from '../listings-test-app';

const app = useListingsApp('address');

async function suggest(q: string): Promise<AddressSuggestion[]> {
  const res = await app.call('GET', `/api/address-suggestions?${new URLSearchParams({ q }).toString()}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/address-suggestions', () => {
  it('answers up to 8 places by ZIP prefix, in ZIP order, with city, state and ZIP to fill in', async () => {
    const found = await suggest('770');
    expect(found).toHaveLength(8);
    expect(found.map((s) => s.zipcode)).toEqual([...found.map((s) => s.zipcode)].sort());
    for (const place of found) {
      expect(place.zipcode).toMatch(/^770\d\d$/);
      expect(place).toEqual({ city: 'Houston', state: 'TX', zipcode: place.zipcode, label: `Houston, TX ${place.zipcode}` });
    }
  });

  it('finds one exact ZIP, also at the end of a typed address', async () => {
    const bellaire = [{ city: 'Houston', state: 'TX', zipcode: '77036', label: 'Houston, TX 77036' }];
    expect(await suggest('77036')).toEqual(bellaire);
    expect(await suggest('9889 Bellaire Blvd, Houston, TX 77036')).toEqual(bellaire);
    expect(await suggest('77036-1234')).toEqual(bellaire);
    // A ZIP of another state than the one typed is not offered.
    expect(await suggest('Houston, CA 77036')).toEqual([]);
  });

  it('answers cities by name prefix, biggest first, with no ZIP when the city has several', async () => {
    const found = await suggest('Hous');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(8);
    expect(found[0]).toEqual({ city: 'Houston', state: 'TX', zipcode: null, label: 'Houston, TX' });
    for (const place of found) expect(place.city.toLowerCase().startsWith('hous')).toBe(true);
  });

  it('narrows a city by the state typed after a comma, and reads the city at the end of an address', async () => {
    const springs = await suggest('Springfield, M');
    expect(springs.length).toBeGreaterThan(1);
    for (const place of springs) {
      expect(place.city.startsWith('Springfield')).toBe(true);
      expect(place.state.startsWith('M')).toBe(true);
    }
    expect((await suggest('Springfield, IL'))[0]).toEqual({ city: 'Springfield', state: 'IL', zipcode: null, label: 'Springfield, IL' });
    const atEnd = await suggest('9889 Bellaire Blvd, Houston');
    expect(atEnd[0]).toMatchObject({ city: 'Houston', state: 'TX' });
  });

  it('puts a city typed in full before bigger cities whose names start with it', async () => {
    const found = await suggest('Katy');
    expect(found[0]).toMatchObject({ city: 'Katy', state: 'TX' });
  });

  it('ignores case and Vietnamese marks, and gives the single ZIP of a one-ZIP town', async () => {
    expect((await suggest('hòuston, tx'))[0]).toMatchObject({ city: 'Houston', state: 'TX' });
    const nederland = await suggest('Nederland, TX');
    expect(nederland).toEqual([{ city: 'Nederland', state: 'TX', zipcode: '77627', label: 'Nederland, TX' }]);
  });

  it('answers nothing for a street alone, and only places of the 50 states', async () => {
    expect(await suggest('9889 Bellaire Blvd')).toEqual([]);
    expect(await suggest('zzzz')).toEqual([]);
    // 20001 is Washington, DC: not one of the states the form offers.
    expect(await suggest('20001')).toEqual([]);
    // 00501 (Holtsville, NY) is the lowest ZIP there is.
    expect((await suggest('0'))[0]).toMatchObject({ zipcode: '00501', state: 'NY' });
  });

  it('refuses an empty, blank, overlong or control-character query with 400', async () => {
    const refused = ['', '?q=', '?q=%20%20', `?q=${'a'.repeat(101)}`, '?q=Hou%00ston'].map((query) => `/api/address-suggestions${query}`);
    for (const url of refused) {
      const res = await app.call('GET', url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, 'VALIDATION_ERROR']);
    }
  });
});

describe('parsePlaceQuery', () => {
  it.each([
    ['770', { kind: 'zip', prefix: '770', state: null }],
    ['TX 77036', { kind: 'zip', prefix: '77036', state: 'TX' }],
    ['1 Main St, Houston, tx', { kind: 'city', name: 'houston', statePrefix: 'TX' }],
    ['St. Louis', { kind: 'city', name: 'saint louis', statePrefix: '' }],
    ['Houston,', { kind: 'city', name: 'houston', statePrefix: '' }],
  ])('reads %j', (q, expected) => {
    expect(parsePlaceQuery(q)).toEqual(expected);
  });

  it('reads nothing from commas alone', () => {
    expect(parsePlaceQuery(' , ,')).toBeNull();
  });
});

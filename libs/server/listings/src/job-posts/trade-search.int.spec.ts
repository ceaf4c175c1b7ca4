import { EMPTY_HIRING_FACTS } from '@chonail/shared/domain';
import { newClient } from '@chonail/server/auth/testing';
import { ids, marker, sorted, useListingsApp } from '../listings-test-app';

// Issue 40: the listing search speaks the trade in both languages. Each test's posts carry a marker
// word of their own, searched with the trade words, so other tests' posts never count.
const app = useListingsApp('trade-search');
const search = (text: string) => app.search(`search=${encodeURIComponent(text)}`);

let owner: number;
beforeAll(async () => {
  owner = (await app.register()).user.id;
});

describe('trade words across languages', () => {
  it('finds a post by any way the trade says its work, in Vietnamese with or without accents and in English', async () => {
    const m = marker();
    const bot = await app.insertPost(owner, { title: `Cần thợ bột gấp ${m}`, description: 'Bao lương $1,200/tuần.' });
    const acrylic = await app.insertPost(owner, { title: `Need acrylic tech ${m}`, description: 'Good pay.' });
    const feet = await app.insertPost(owner, { title: `Cần thợ chân tay nước ${m}`, description: 'Tiệm đông khách.' });
    const lashes = await app.insertPost(owner, { title: `Tuyển thợ nối mi ${m}`, description: 'Làm giờ linh động.' });
    const pedicure = await app.insertPost(owner, { title: `Pedicure tech wanted ${m}`, description: 'Walk-ins all day.' });

    expect(sorted(ids(await search(`acrylic ${m}`)))).toEqual(sorted([bot, acrylic]));
    expect(sorted(ids(await search(`thợ bột ${m}`)))).toEqual(sorted([bot, acrylic]));
    expect(sorted(ids(await search(`tho bot ${m}`)))).toEqual(sorted([bot, acrylic]));
    expect(sorted(ids(await search(`pedicure ${m}`)))).toEqual(sorted([feet, pedicure]));
    expect(sorted(ids(await search(`chân tay nước ${m}`)))).toEqual(sorted([feet, pedicure]));
    expect(ids(await search(`eyelash ${m}`))).toEqual([lashes]);
    expect(ids(await search(`noi mi ${m}`))).toEqual([lashes]);
    // Every trade phrase must be met: acrylic and pedicure together is no one here.
    expect(await search(`acrylic pedicure ${m}`)).toEqual([]);
  });

  it("counts a post's stored skills as its words", async () => {
    const m = marker();
    const skilled = await app.insertPost(owner, { title: `Tiệm cần thợ ${m}`, description: 'Lương cao.', hiring: { ...EMPTY_HIRING_FACTS, skills: ['acrylic', 'wax'] } });
    await app.insertPost(owner, { title: `Tiệm cần thợ ${m}`, description: 'Lương cao.', hiring: { ...EMPTY_HIRING_FACTS, skills: ['gel'] } });
    expect(ids(await search(`acrylic ${m}`))).toEqual([skilled]);
    expect(ids(await search(`wax lông ${m}`))).toEqual([skilled]);
  });

  it('matches whole words only, and a salon for sale is every selling post', async () => {
    const m = marker();
    const gel = await app.insertPost(owner, { title: `Thợ sơn gel, gel-x ${m}` });
    const angel = await app.insertPost(owner, { title: `Angel Nails cần thợ ${m}` });
    const sale = await app.insertPost(owner, { title: `Sang lại tiệm 8 ghế ${m}`, jobType: 'selling' });
    expect(ids(await search(`gel ${m}`))).toEqual([gel]);
    expect(ids(await search(`gel-x ${m}`))).toEqual([gel]);
    expect(ids(await search(`bán tiệm ${m}`))).toEqual([sale]);
    expect(ids(await search(`salon for sale ${m}`))).toEqual([sale]);
    // The other words are still found as typed, anywhere.
    expect(ids(await search(`angel ${m}`))).toEqual([angel]);
  });

  it.each([
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    "acrylic ' OR 1=1 --",
    'bột & !nhúng | gel:* \\ (',
    'thợ bột \u0000 \u202e \ud83d\udc85 ＡＣＲＹＬＩＣ',
    'mi mi mi mi mi mi mi mi mi mi mi mi mi mi mi mi mi mi mi mi',
  ])('answers %j with a list or a 400, never a server error, and changes nothing', async (text) => {
    const before = await app.data.query('SELECT count(*)::int AS n FROM job_posts');
    const res = await app.call('GET', `/api/job-posts?search=${encodeURIComponent(text)}`, { ip: newClient().ip });
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode === 400) expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await app.data.query('SELECT count(*)::int AS n FROM job_posts')).toEqual(before);
  });
});

import type { JobPost, JobPostContact, Store } from '@chonail/shared/contracts';
import { maskPhone } from '@chonail/shared/domain';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import { newClient } from '@chonail/server/auth/testing';
import { marker, useListingsApp } from '../listings-test-app';

const app = useListingsApp('contact-phone');

/** The wizard's free hiring post with a new store near the Galleria (its phone is added per test). */
const freePost = (overrides: Record<string, unknown> = {}) =>
  newPostRequest({
    title: 'Cần thợ tay chân nước',
    description: 'Tiệm khu Galleria cần thợ, bao lương.',
    storeName: 'Orchid Nails',
    streetAddress: '5085 Westheimer Rd',
    address2: null,
    zipcode: '77056',
    store_sq_ft: null,
    ...overrides,
  });

const get = async (id: number): Promise<JobPost> => (await app.call('GET', `/api/job-posts/${id}`)).json();
/** What a visitor's tap on Call reveals (issue 38, finding 4: the public answers carry the numbers masked). */
const revealed = async (id: number): Promise<JobPostContact> => (await app.call('GET', `/api/job-posts/${id}/contact`, { ip: newClient().ip })).json();
const listed = async (search: string): Promise<JobPost[]> => (await app.call('GET', `/api/job-posts?search=${encodeURIComponent(search)}&limit=200`)).json();
const stores = async (token: string): Promise<Store[]> => (await app.call('GET', '/api/stores', { token })).json();
const myPosts = async (token: string): Promise<JobPost[]> => (await app.call('GET', '/api/my-job-posts', { token })).json();

describe('the contact phone a post is called on (spec 02 salonPhone, ARCHITECTURE section 7)', () => {
  it('is the store phone typed in the form, in the detail and the list (the store card shows it), else the owner’s account phone', async () => {
    const owner = await app.register();
    const word = marker();
    const res = await app.call('POST', '/api/job-posts', { token: owner.token, payload: freePost({ title: `Cần thợ ${word}`, salonPhone: '(713) 555-0299' }) });
    expect(res.statusCode).toBe(201);
    const post: JobPost = res.json();
    expect(post).toMatchObject({ phone: '+17135550299', salonPhone: '+17135550299' });
    expect(owner.phone).not.toBe('+17135550299');

    // Masked on the public reads, the owner's account phone not at all; in full when a visitor taps Call.
    expect(await get(post.id)).toMatchObject({ phone: '(***) ***-0299', salonPhone: '(***) ***-0299', cellPhone: null });
    expect(await revealed(post.id)).toMatchObject({ phone: '+17135550299', salonPhone: '+17135550299' });
    const [found] = await listed(word);
    expect(found).toMatchObject({ id: post.id, phone: '(***) ***-0299' });
    expect(await stores(owner.token)).toEqual([expect.objectContaining({ name: 'Orchid Nails', phone: '+17135550299' })]);

    // Another salon of the same owner, with no phone given (absent, blank or null): the account phone.
    const other = marker();
    for (const salonPhone of [undefined, '', null]) {
      const made = await app.call('POST', '/api/job-posts', {
        token: owner.token,
        payload: freePost({ title: `Cần thợ ${other}`, storeName: `Tiệm ${String(salonPhone)}`, ...(salonPhone === undefined ? {} : { salonPhone }) }),
      });
      expect(made.statusCode).toBe(201);
      expect(await get((made.json() as JobPost).id)).toMatchObject({ phone: maskPhone(owner.phone), salonPhone: null });
      expect(await revealed((made.json() as JobPost).id)).toMatchObject({ phone: owner.phone, salonPhone: null });
    }
    expect((await listed(other)).map((p) => p.phone)).toEqual([maskPhone(owner.phone), maskPhone(owner.phone), maskPhone(owner.phone)]);
  });

  it('of a chosen store is that store’s phone', async () => {
    const owner = await app.register();
    await app.call('POST', '/api/job-posts', { token: owner.token, payload: freePost({ salonPhone: '832-555-0188' }) });
    const [store] = await stores(owner.token);
    const res = await app.call('POST', '/api/job-posts', {
      token: owner.token,
      payload: freePost({ storeId: store?.id, storeName: null, streetAddress: null, city: null, state: null, zipcode: null }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ storeId: store?.id, phone: '+18325550188' });
  });

  it.each([
    ['two digits', '12'],
    ['letters', 'abc'],
    ['25 digits', '1234567890123456789012345'],
    ['seven digits', '555-0299'],
    ['a number, not text', 7135550299],
  ])('refuses %s on create with 400 and a code, creating neither post nor store', async (_name, salonPhone) => {
    const owner = await app.register();
    const res = await app.call('POST', '/api/job-posts', { token: owner.token, payload: freePost({ salonPhone }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String), details: [expect.objectContaining({ path: 'salonPhone' })] });
    expect(await myPosts(owner.token)).toEqual([]);
    expect(await stores(owner.token)).toEqual([]);
  });
});

describe('the owner’s edit of the contact phone (PUT /api/job-posts/:id)', () => {
  it('changes the number callers reach, and clearing it goes back to the account phone', async () => {
    const owner = await app.register();
    const id = await app.insertPost(owner.user.id, { title: 'Cần thợ' });
    expect((await get(id)).phone).toBe(maskPhone(owner.phone));
    expect((await revealed(id)).phone).toBe(owner.phone);

    const res = await app.call('PUT', `/api/job-posts/${id}`, { token: owner.token, payload: { title: 'Cần thợ', salonPhone: '+1 (281) 555-0142' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+12815550142', salonPhone: '+12815550142' });
    expect((await get(id)).phone).toBe('(***) ***-0142');
    expect((await revealed(id)).phone).toBe('+12815550142');

    // An edit that does not send the phone leaves it alone.
    await app.call('PUT', `/api/job-posts/${id}`, { token: owner.token, payload: { title: 'Cần thợ gấp' } });
    expect(await get(id)).toMatchObject({ title: 'Cần thợ gấp', phone: '(***) ***-0142' });
    expect((await revealed(id)).phone).toBe('+12815550142');

    await app.call('PUT', `/api/job-posts/${id}`, { token: owner.token, payload: { title: 'Cần thợ gấp', salonPhone: '' } });
    expect(await get(id)).toMatchObject({ phone: maskPhone(owner.phone), salonPhone: null });
    expect(await revealed(id)).toMatchObject({ phone: owner.phone, salonPhone: null });
  });

  it.each(['12', 'abc', '1234567890123456789012345'])('refuses %j with 400 and a code, and changes nothing', async (salonPhone) => {
    const owner = await app.register();
    const id = await app.insertPost(owner.user.id, { title: 'Giữ nguyên', storePhone: '+17135550100' });
    const res = await app.call('PUT', `/api/job-posts/${id}`, { token: owner.token, payload: { title: 'Đổi tên', salonPhone } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: 'salonPhone' })] });
    expect(await get(id)).toMatchObject({ title: 'Giữ nguyên', phone: '(***) ***-0100' });
    expect((await revealed(id)).phone).toBe('+17135550100');
  });
});

describe('the contact phone of a salon abroad', () => {
  it('is kept in E.164 when it is a real number of its country, and refused with 400 when it is not, on posting and on editing', async () => {
    const owner = await app.register();
    const made = await app.call('POST', '/api/job-posts', { token: owner.token, payload: freePost({ storeName: 'Tiệm Sài Gòn', salonPhone: '+84 912 345 678' }) });
    expect(made.statusCode).toBe(201);
    const post: JobPost = made.json();
    expect(post).toMatchObject({ phone: '+84912345678', salonPhone: '+84912345678' });

    // The shape of a number, but 9 digits is no Vietnamese number.
    const refused = await app.call('POST', '/api/job-posts', { token: owner.token, payload: freePost({ storeName: 'Tiệm Hà Nội', salonPhone: '+8491234567' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'salonPhone', message: 'Invalid phone number' }] });
    expect((await myPosts(owner.token)).map((p) => p.id)).toEqual([post.id]);

    const edit = await app.call('PUT', `/api/job-posts/${post.id}`, { token: owner.token, payload: { title: 'Đổi tên', salonPhone: '+441234567' } });
    expect(edit.statusCode).toBe(400);
    expect(await get(post.id)).toMatchObject({ title: post.title, salonPhone: '(***) ***-5678' });
    expect((await revealed(post.id)).salonPhone).toBe('+84912345678');
  });
});

import { JsonLogger } from '../logging/json-logger';
import { type RenderModule, type RenderRequest, ServerRenderer } from './server-render';

/** A server bundle that says what it was asked to render, and counts its renders. */
function bundle(render: RenderModule['renderPage'] = async ({ url, lang, answers }) => ({ head: '', body: `<p>${lang} ${url} ${JSON.stringify(answers)}</p>` })) {
  const calls: string[] = [];
  const module: RenderModule = {
    renderPage: async (input) => {
      calls.push(input.url);
      return render(input);
    },
  };
  return { module, calls };
}

function setup(render?: RenderModule['renderPage']) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = new JsonLogger({ service: 'test', write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  let now = 1_000_000;
  const { module, calls } = bundle(render);
  const renderer = ServerRenderer.of(module, logger, () => now);
  return { renderer, calls, lines, advance: (ms: number) => (now += ms) };
}

const home: RenderRequest = { path: '/', search: '', lang: 'vi', requests: ['/api/job-posts?state=TX&limit=50'], location: null };
const answer = async (url: string) => (url.includes('limit') ? [{ id: 1 }] : undefined);

describe('ServerRenderer (issue 37)', () => {
  it('renders from the API answers of the page and hands them back for the browser', async () => {
    const { renderer } = setup();
    const page = await renderer.render(home, answer);
    expect(page?.answers).toEqual({ '/api/job-posts?state=TX&limit=50': [{ id: 1 }] });
    expect(page?.body).toBe('<p>vi / {"/api/job-posts?state=TX&limit=50":[{"id":1}]}</p>');
    expect(page?.renderedAt).toBe(1_000_000);
  });

  it('leaves out an answer the API did not give (the browser asks for it itself)', async () => {
    const { renderer } = setup();
    const page = await renderer.render({ ...home, requests: ['/api/site-config'] }, answer);
    expect(page?.answers).toEqual({});
  });

  it('answers null and logs when the bundle fails, so the browser draws the page', async () => {
    const { renderer, lines } = setup(async () => {
      throw new Error('window is not defined');
    });
    expect(await renderer.render(home, answer)).toBeNull();
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: expect.stringContaining('server render failed'), error: 'Error: window is not defined' })]);
  });

  it('says which paths it renders: public pages, not personal ones', () => {
    const { renderer } = setup();
    for (const path of ['/', '/map', '/job/12', '/forum', '/forum/thread/3', '/about', '/viec-lam-nail/tx/houston', '/nail-jobs/tx']) expect([path, renderer.handles(path)]).toEqual([path, true]);
    for (const path of ['/saved', '/customerportal', '/my-posts/3', '/new-package', '/admin', '/nope']) expect([path, renderer.handles(path)]).toEqual([path, false]);
  });
});

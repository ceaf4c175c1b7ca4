/** @jest-environment jsdom */
import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lazyPage, lazyPages } from './lazy-page';

// As in the browser: inside testing-library's act() environment React does not retry a component
// that suspended on a promise (use), so these tests mount with a plain root and watch the DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
type Module = { default: typeof Greeting };

let root: Root | undefined;
let host: HTMLElement;
/** Every text the page showed, in order, sampled on each DOM change. */
let shown: string[] = [];

function mount(Page: typeof Greeting) {
  host = document.createElement('div');
  document.body.append(host);
  shown = [];
  new MutationObserver(() => shown.push(host.textContent ?? '')).observe(host, { childList: true, subtree: true, characterData: true });
  root = createRoot(host);
  root.render(
    <Suspense fallback={<p>loading</p>}>
      <Page name="Lan" />
    </Suspense>,
  );
}

async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 2000) throw new Error(`still showing "${host.textContent}"`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

afterEach(() => {
  root?.unmount();
  host.remove();
});

describe('lazyPage', () => {
  it('renders a page whose code was preloaded in the first commit, with its props, never showing the fallback', async () => {
    const load = jest.fn(() => Promise.resolve<Module>({ default: Greeting }));
    const Page = lazyPage(load);
    await Page.preload();
    mount(Page);
    await until(() => host.textContent !== '');
    expect(shown).toEqual(['Hello Lan']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback for a page not loaded yet, then the page, loading its code once', async () => {
    let arrive: (module: Module) => void = () => undefined;
    const load = jest.fn(() => new Promise<Module>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load);
    mount(Page);
    await until(() => host.textContent === 'loading');
    arrive({ default: Greeting });
    await until(() => host.textContent === 'Hello Lan');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load on, as React.lazy does, and keeps it for the error panel (no second request)', async () => {
    const load = jest.fn(() => Promise.reject(new Error('chunk failed')));
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPages', () => {
  it('finds a page by its own key only, and preloads it; an unknown key preloads nothing', async () => {
    const load = jest.fn(() => Promise.resolve<Module>({ default: Greeting }));
    const MapPage = lazyPage(load);
    const pages = lazyPages({ map: MapPage });
    expect(pages.find('map')).toBe(MapPage);
    expect(pages.find('toString')).toBeUndefined();
    await pages.preload('map');
    await expect(pages.preload('constructor')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});


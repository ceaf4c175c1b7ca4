import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, isLocalAddress, launchChromium, OUTSIDE_ADDRESS, startGuardProxy, startTileStub, takeOutsideRequests } from '@chonail/server/testing';

// The guard every browser test relies on (issue 36): a page that asks for an outside address gets
// nothing, and the address is recorded for the test to fail on; the tile stub answers a real PNG.
describe('offline web for tests', () => {
  it.each([
    ['http://127.0.0.1:4000/api/x', true],
    ['http://localhost/remotes.json', true],
    ['http://[::1]:8080/', true],
    ['data:image/png;base64,AAAA', true],
    ['https://tile.openstreetmap.org/3/4/2.png', false],
    ['http://127.0.0.1.example.com/x', false],
    ['https://localhost.evil.test/', false],
    ['http://10.0.0.5/', false],
  ])('%s is local: %s (the route pattern agrees)', (address, local) => {
    expect(isLocalAddress(address)).toBe(local);
    if (/^https?:/.test(address)) expect(OUTSIDE_ADDRESS.test(address)).toBe(!local);
  });

  it("refuses and records a Lighthouse Chromium's outside requests through the guard proxy, and lets loopback through", async () => {
    const page = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<img src="http://tiles.example.com/1/0/0.png"><img src="https://tile.openstreetmap.org/1/0/0.png">'));
    await new Promise<void>((done) => page.listen(0, '127.0.0.1', done));
    const address = page.address();
    const guard = await startGuardProxy();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...guard.chromeFlags], headless: true });
    try {
      const tab = await browser.newPage();
      const answer = await tab.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
      expect(answer?.status()).toBe(200);
      await tab.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      // Chromium's own calls to Google's servers are refused here too; the page's two are among them.
      expect(guard.refused).toEqual(expect.arrayContaining(['http://tiles.example.com/1/0/0.png', 'https://tile.openstreetmap.org:443']));
      expect(guard.refused.filter((address) => isLocalAddress(address))).toEqual([]);
    } finally {
      await browser.close();
      await guard.close();
      page.close();
    }
  });

  it('aborts and records what a page asks of the outside, and serves map tiles locally', async () => {
    const tiles = await startTileStub();
    const tile = tiles.url.replace('{z}/{x}/{y}', '3/4/2');
    const page = createServer((_, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<img id="outside" src="https://tile.openstreetmap.org/3/4/2.png"><img id="stub" src="${tile}">`),
    );
    await new Promise<void>((done) => page.listen(0, '127.0.0.1', done));
    const address = page.address();
    const browser = await launchChromium();
    try {
      takeOutsideRequests();
      // browser.newPage() makes its own context: it must be guarded too.
      const tab = await browser.newPage();
      await tab.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
      await tab.waitForFunction(() => (document.getElementById('stub') as HTMLImageElement).complete);
      const widths = await tab.evaluate(() => ['outside', 'stub'].map((id) => (document.getElementById(id) as HTMLImageElement).naturalWidth));
      expect(widths).toEqual([0, 256]);
      expect(takeOutsideRequests()).toEqual(['https://tile.openstreetmap.org/3/4/2.png']);
      expect(tiles.served()).toBe(1);
    } finally {
      await browser.close();
      await tiles.close();
      page.close();
    }
  });
});

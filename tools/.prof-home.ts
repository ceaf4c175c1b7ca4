import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { withScratchApi } from './bench/scratch';

void withScratchApi({ posts: 300, production: true }, async ({ baseUrl }) => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
  for (const path of (process.argv[2] ?? '/').split(',')) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }>; samples: number[]; timeDeltas: number[]; startTime: number } };
    writeFileSync(`/tmp/prof-${path.replace(/\W/g, '_')}.cpuprofile`, JSON.stringify(profile));
    // Long tasks as the page saw them.
    await context.close();
  }
  await browser.close();
});

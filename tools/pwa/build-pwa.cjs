'use strict';
// The installable app, written into the shell's build by tools/build-web.cjs once rspack is done:
// the web app manifest and its icons (drawn from the favicon's mark with sharp), and the service
// worker (tools/pwa/sw.ts bundled with Workbox's modules), whose precache list is read from what
// the build wrote: the shell's start-up files and language catalogues, the browse remote's entry,
// routes and job page.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** The bare app shell: the built index.html as the API serves it as a static file. */
const SHELL_URL = '/index.html';
const THEME = '#e11d48';
/** The page's background (index.html's `bg-slate-50`): the splash screen's colour. */
const BACKGROUND = '#f8fafc';

/** The favicon's "C" (frontends/shell/src/index.html), on a 32x32 grid. */
const MARK = "<path d='M21 11.5a6.5 6.5 0 1 0 0 9' fill='none' stroke='white' stroke-width='3.5' stroke-linecap='round'/>";
/**
 * `rounded`: the favicon itself (transparent corners), for `purpose: any`. Otherwise full bleed:
 * a maskable icon is cut by the phone's own shape and iOS rounds apple-touch-icon itself. The mark
 * lies within 8.3 units of the centre, inside the maskable safe zone (a circle of 40% of the size, 12.8).
 */
const iconSvg = (size, rounded) =>
  `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 32 32'><rect width='32' height='32'${rounded ? " rx='7'" : ''} fill='${THEME}'/>${MARK}</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, purpose: 'any' },
  { file: 'icon-512.png', size: 512, rounded: true, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, purpose: 'maskable' },
  // Linked from index.html (iOS ignores the manifest's icons); not in the manifest.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, purpose: null },
];

/** One file for both languages (a manifest has one `lang`): Vietnamese, the product's first. */
const MANIFEST = {
  id: '/',
  name: 'Chợ Nail',
  short_name: 'Chợ Nail',
  description: 'Tìm việc làm nail, tìm thợ và mua bán tiệm nail ở Mỹ.',
  lang: 'vi',
  dir: 'ltr',
  // Opened from the home screen: the home page (which ignores `source`), marked for the server's logs.
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  theme_color: THEME,
  background_color: BACKGROUND,
  categories: ['business', 'lifestyle'],
  icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
};

async function writeManifestAndIcons(shellDir) {
  const sharp = require('sharp');
  for (const icon of ICONS) {
    await sharp(Buffer.from(iconSvg(icon.size, icon.rounded)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(shellDir, icon.file));
  }
  fs.writeFileSync(path.join(shellDir, 'manifest.webmanifest'), `${JSON.stringify(MANIFEST, null, 1)}\n`);
}

const HASHED = /\.[0-9a-f]{8}\.\w+$/;
const revision = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * What the worker downloads when it installs, from the build's own lists: the bare shell (the
 * offline fallback) and remotes.json, the shell's start-up scripts and stylesheet (index.html's
 * tags and preloads), both languages' catalogues, the API's error words and the start of a
 * server-drawn page (shell/preloads.json), the browse remote's entry and routes (home) and the job page's chunks
 * (browse/preloads.json). Hashed files need no revision (their name changes with them); the rest
 * carry their content's hash, so a new build replaces them.
 * @returns {Array<{ url: string, revision: string | null }>}
 */
function precacheEntries(webDist) {
  const shellDir = path.join(webDist, 'shell');
  const browseDir = path.join(webDist, 'browse');
  const html = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const shellFiles = [...html.matchAll(/(?:src|href)="\/([\w.-]+\.(?:js|css))"/g)].map((m) => m[1]);
  const { languages, apiErrors = [], paintFirst } = readJson(path.join(shellDir, 'preloads.json'));
  shellFiles.push(...Object.values(languages).flat(), ...apiErrors, ...(paintFirst ? [paintFirst] : []));
  const browse = readJson(path.join(browseDir, 'preloads.json'));
  const browseFiles = ['remoteEntry.js', ...browse.routes, ...(browse.pages.job ?? [])];
  const entries = [
    [SHELL_URL, path.join(shellDir, 'index.html')],
    ['/remotes.json', path.join(shellDir, 'remotes.json')],
    ...shellFiles.map((file) => [`/${file}`, path.join(shellDir, file)]),
    ...browseFiles.map((file) => [`/remotes/browse/${file}`, path.join(browseDir, file)]),
  ];
  const seen = new Set();
  return entries
    .filter(([url]) => !seen.has(url) && seen.add(url))
    .map(([url, file]) => {
      if (!fs.existsSync(file)) throw new Error(`precache: ${url} is named by the build but ${file} is missing`);
      return { url, revision: HASHED.test(url) ? null : revision(file) };
    });
}

/** Bundles sw.ts (Workbox's modules, minified) into shell/sw.js with the precache list in it. */
function bundleServiceWorker(shellDir, entries) {
  const { rspack } = require('@rspack/core');
  const config = {
    name: 'sw',
    mode: 'production',
    target: 'webworker',
    context: __dirname,
    entry: path.join(__dirname, 'sw.ts'),
    devtool: false,
    // Not `clean`: this writes into the shell's build.
    output: { path: shellDir, filename: 'sw.js', publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        // Workbox's logging and assertions are development-only.
        'process.env.NODE_ENV': JSON.stringify('production'),
        __PRECACHE_MANIFEST__: JSON.stringify(entries),
        __SHELL_URL__: JSON.stringify(SHELL_URL),
      }),
    ],
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
}

/** Writes manifest.webmanifest, the icons and sw.js into `<webDist>/shell`; answers the precache list. */
async function buildPwa(webDist) {
  const shellDir = path.join(webDist, 'shell');
  await writeManifestAndIcons(shellDir);
  const entries = precacheEntries(webDist);
  await bundleServiceWorker(shellDir, entries);
  return entries;
}

module.exports = { buildPwa, iconSvg, ICONS, MANIFEST, precacheEntries, SHELL_URL };

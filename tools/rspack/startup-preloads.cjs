'use strict';
// Issue 21, the critical path in parallel. The shell's main.js starts Module Federation, which then
// asks for the chunks the app needs before its first render: the bootstrap chunk and the chunks of
// the shared libraries it uses (React, the data, ui, router and i18n libraries). Found only once
// main.js has arrived and run, they are a second round trip on a phone. This works out that set
// from the build's stats and names it in index.html as <link rel="preload" as="script">, so the
// browser asks for them alongside main.js. (A remote's files cannot be named here: remotes.json may
// move a remote at deploy time. The API names them in the HTML of each remote page when the
// manifest is the build's own, from what remotePreloads below writes beside the remote.)
const fs = require('node:fs');
const path = require('node:path');
const { chunksAndModules } = require('./build-stats.cjs');

const PROVIDE = /^provide shared module \([^)]*\) (.+?)@/;
const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;

/**
 * The shell's script files its first render needs. A chunk is needed when the entry's
 * `import('./bootstrap')` made it, or when it provides a shared library that code in a needed
 * chunk consumes (a consumed library's fallback chunk is not: the shell's own provider wins).
 */
function startupScripts(stats) {
  const { chunks, modules } = chunksAndModules(stats);
  const consumedBy = new Map(); // chunk id -> shared keys its code consumes
  for (const module of modules) {
    const key = CONSUME.exec(module.name ?? '')?.[1];
    if (!key) continue;
    for (const id of module.chunks ?? []) consumedBy.set(id, [...(consumedBy.get(id) ?? []), key]);
  }
  const providers = new Map(); // shared key -> chunks providing it
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const key = PROVIDE.exec(origin.moduleName ?? '')?.[1];
      if (key) providers.set(key, [...(providers.get(key) ?? []), chunk]);
    }
  }
  const needed = new Set(chunks.filter((c) => c.initial || (c.origins ?? []).some((o) => o.request === './bootstrap')));
  for (let grew = true; grew; ) {
    grew = false;
    for (const chunk of [...needed]) {
      for (const key of consumedBy.get(chunk.id) ?? []) {
        for (const provider of providers.get(key) ?? []) {
          if (!needed.has(provider)) {
            needed.add(provider);
            grew = true;
          }
        }
      }
    }
  }
  return [...needed].filter((c) => !c.initial).flatMap((c) => (c.files ?? []).filter((f) => f.endsWith('.js'))).sort();
}

/** Writes the preload links into the built index.html, after its stylesheet. */
function writeStartupPreloads(stats, outDir) {
  const file = path.join(outDir, 'index.html');
  const publicPath = stats.compilation.outputOptions.publicPath;
  const links = startupScripts(stats).map((script) => `<link rel="preload" as="script" href="${publicPath}${script}">`);
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes('</head>')) throw new Error(`${file} has no </head>`);
  // A deferred script is fetched at low priority, after every preload: on a phone's few
  // connections the start-up scripts (React, the libraries, main.js, which starts the first
  // screen's requests) would arrive last. All of them are needed for the first paint, so all are
  // asked for at high priority (Lighthouse also reads that priority as "the first paint waits for it").
  const entry = /<script defer src="([^"]+)"><\/script>/g;
  if (!entry.test(html)) throw new Error(`${file} has no deferred entry script`);
  fs.writeFileSync(file, html.replace(entry, '<script defer fetchpriority="high" src="$1"></script>').replace('</head>', `${links.join('')}</head>`));
  return links.length;
}

const LANGUAGE_GROUP = /^lang-(.+)$/;

/**
 * The shell's `preloads.json`: each language catalogue's files (the chunks named `lang-<lang>` by
 * libs/shared/i18n/src/load.ts), so the API can name the reader's one in the HTML instead of the
 * first script asking for it once it has arrived and run (libs/server/core/src/http/first-screen-preloads.ts),
 * the API error words' files (`apiErrors`), which the service worker keeps for offline use, and
 * `paintFirst`, the start of a server-drawn page (./paint-first.js), which the API names there.
 */
function writeShellPreloads(stats, outDir) {
  const { namedChunkGroups } = stats.toJson({ all: false, chunkGroups: true });
  const languages = {};
  for (const [name, group] of Object.entries(namedChunkGroups ?? {})) {
    const lang = LANGUAGE_GROUP.exec(name)?.[1];
    if (lang) languages[lang] = group.assets.map((asset) => asset.name).filter((file) => file.endsWith('.js')).sort();
  }
  if (!languages.vi || !languages.en) throw new Error(`the shell build has no lang-vi and lang-en chunks (found: ${Object.keys(languages).join(', ') || 'none'})`);
  // The API's error words (libs/shared/i18n/src/api-errors.ts): not preloaded, but the service worker keeps them.
  const apiErrors = (namedChunkGroups?.['api-errors']?.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js'));
  if (!apiErrors.length) throw new Error('the shell build has no api-errors chunk');
  fs.writeFileSync(path.join(outDir, 'preloads.json'), `${JSON.stringify({ languages, apiErrors, paintFirst: writePaintFirst(outDir) })}\n`);
}

// `page-<page>`, or a part of it that the page asks for later but which is its main content
// (`page-map.canvas`: Leaflet, the map itself): named too, so it downloads with the HTML's links.
/** ./paint-first.js, minified, into the shell's folder under its content's hash (served as immutable); returns its name. */
function writePaintFirst(outDir) {
  // Minified as the bundles are: it is part of the first page's JavaScript budget.
  const { code: source } = require('@swc/core').minifySync(fs.readFileSync(path.join(__dirname, 'paint-first.js'), 'utf8'), { compress: true, mangle: true });
  const name = `paint-first.${require('node:crypto').createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(outDir, name), source);
  return name;
}

const PAGE_GROUP = /^page-([^.]+)(?:\.[\w-]+)?$/;
const PRELOADABLE = /^[\w.-]+\.(js|css)$/;

/**
 * What a remote's first screen needs besides its remoteEntry.js, for the API to name in the HTML of
 * the remote's pages (libs/server/core/src/http/first-screen-preloads.ts): the files of its exposed
 * module (the chunks the container entry loads) and, for each page whose code is split off under
 * the name `page-<page>` (`import(/* webpackChunkName: "page-map" *\/ './map/MapPage')`, the page
 * as in REMOTE_ROUTES), that page's files. Names are relative to the remote's folder.
 * @returns {{ routes: string[], pages: Record<string, string[]> }}
 */
function remotePreloads(stats) {
  const { chunks, namedChunkGroups } = stats.toJson({ all: false, ids: true, chunks: true, chunkOrigins: true, chunkGroups: true });
  const routes = chunks
    .filter((chunk) => (chunk.origins ?? []).some((origin) => origin.moduleName === 'container entry'))
    .flatMap((chunk) => chunk.files ?? []);
  const pages = {};
  for (const [name, group] of Object.entries(namedChunkGroups ?? {})) {
    const page = PAGE_GROUP.exec(name)?.[1];
    if (page) pages[page] = [...new Set([...(pages[page] ?? []), ...group.assets.map((asset) => asset.name).filter((file) => PRELOADABLE.test(file))])].sort();
  }
  return { routes: routes.filter((file) => PRELOADABLE.test(file)).sort(), pages };
}

/** `preloads.json` in the remote's folder. */
function writeRemotePreloads(stats, outDir) {
  fs.writeFileSync(path.join(outDir, 'preloads.json'), `${JSON.stringify(remotePreloads(stats))}\n`);
}

module.exports = { remotePreloads, startupScripts, writeRemotePreloads, writeShellPreloads, writeStartupPreloads };

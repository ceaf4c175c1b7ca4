'use strict';
// One rspack configuration for the shell (host) and the remotes, so they cannot drift apart in
// what they share. Each app's rspack.config.cjs only names itself and what it exposes.
const fs = require('node:fs');
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const { root, WEB_DIST, DEV_PORTS } = require('./paths.cjs');

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const { paths } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions;

const aliases = Object.fromEntries(
  Object.entries(paths).map(([name, [target]]) => [`${name}$`, path.join(root, target)]),
);

/**
 * Exactly one copy of each of these exists at run time, whoever loads first. Duplicates would break
 * hooks (two Reacts), react-redux context (two stores) and language switching (two i18next).
 */
/**
 * In the shell these are eager: in its start-up scripts (script tags of index.html) instead of one
 * federation chunk each, fetched only once main.js has run and asked for them. Every page's first
 * render needs them, so this only removes requests and a round trip (issue 21: Lighthouse's mobile
 * LCP of /map 2.35-2.5 s with seven requests, 2.15-2.35 s with these in the start-up scripts).
 * Remotes still take them from the shell; the contracts stay lazy (zod is not on every first screen).
 */
const STARTUP_LIBS = ['@chonail/web/data', '@chonail/web/ui', '@chonail/web/router', '@chonail/shared/i18n'];
function sharedSingletons(host) {
  // Redux, react-redux, i18next and react-router are shared through our libs below (each lib is
  // the only importer, so those packages are tree-shaken); React itself is shared as is.
  const fromNpm = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
  const shared = {};
  for (const request of fromNpm) {
    const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    const version = pkg.dependencies[packageName];
    shared[request] = { singleton: true, requiredVersion: version, version, eager: host };
  }
  // Our own web libs have no package.json of their own: they share the workspace version. The
  // dialog frame (and Radix under it) is one copy for the shell and every remote: with a copy each,
  // a remote's dialog (a listing's detail) and the shell's on top of it (sign in) each locked the
  // page with `pointer-events: none` on <body> and each put back what it found, so the page stayed
  // locked after both closed (issue 36). It loads with the first dialog, not with the first page.
  for (const lib of ['@chonail/web/data', '@chonail/web/ui', '@chonail/web/router', '@chonail/shared/i18n', '@chonail/shared/contracts', '@chonail/web/ui/dialog']) {
    shared[lib] = { singleton: true, version: pkg.version, requiredVersion: pkg.version, import: aliases[`${lib}$`], eager: host && STARTUP_LIBS.includes(lib) };
  }
  return shared;
}

/**
 * Aliases a package's CommonJS build (by absolute path, as the federation plugin imports it, and by
 * its bare name) to the ES module build that ships beside it (`.js` or `.mjs`).
 * @param {string[]} names
 */
function esModuleBuilds(names) {
  const out = {};
  for (const name of names) {
    const commonJs = require.resolve(name);
    const js = commonJs.replace(/\.cjs$/, '.js');
    const esm = fs.existsSync(js) ? js : commonJs.replace(/\.cjs$/, '.mjs');
    out[commonJs] = esm;
    out[`${name}$`] = esm;
  }
  return out;
}

/** The federation runtime's packages, which all import one another. */
const FEDERATION_RUNTIME = ['runtime-core', 'runtime', 'sdk', 'webpack-bundler-runtime', 'error-codes', 'runtime-tools'].map((p) => `@module-federation/${p}`);

/**
 * @param {{ name: keyof typeof DEV_PORTS, exposes?: Record<string, string>, host?: boolean }} app
 */
function appConfig({ name, exposes, host = false }) {
  const appRoot = path.join(root, 'frontends', name);
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    return {
      name,
      mode: production ? 'production' : 'development',
      context: appRoot,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(WEB_DIST, name),
        // The shell's HTML is served for nested client routes (/job/12), so its URLs must be absolute;
        // a remote finds its own base from where its remoteEntry.js was loaded.
        publicPath: host ? '/' : 'auto',
        uniqueName: `chonail_${name}`,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        // Images and fonts the code imports: hashed like the scripts, so the server caches them for a year.
        assetModuleFilename: production ? '[name].[contenthash:8][ext]' : '[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          ...aliases,
          // The federation plugin imports its runtime's CommonJS builds, which rspack cannot trim. The ES
          // module builds let it drop what we never call (snapshots, preload assets, node loaders):
          // 4.8 KB gzipped off every remoteEntry.js, 5.3 KB brotli off the shell's main.js. In the
          // shell every runtime package must be switched at once: switching one alone pulls in a
          // second copy of the others (their ES builds import each other by name).
          ...esModuleBuilds(host ? FEDERATION_RUNTIME : ['@module-federation/webpack-bundler-runtime']),
          // react-router's package exports name only its development build (warnings, checks);
          // the production build ships beside it.
          ...(production ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') } : {}),
        },
      },
      module: {
        rules: [
          typescriptRule({ development: !production, target: 'es2020' }),
          { test: /\.css$/, use: [{ loader: 'postcss-loader' }], type: 'css/auto' },
          // Our libraries run nothing when imported (no polyfills, no CSS, no registration), so a
          // barrel import keeps only what is used: the shell's first script takes two functions
          // from the domain library, not all of it.
          { test: /[\\/]libs[\\/].+\.tsx?$/, sideEffects: false },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          // The shell learns the remotes' URLs at run time from remotes.json (see frontends/shell).
          remotes: {},
          shared: sharedSingletons(host),
          dts: false,
          manifest: false,
          experiments: {
            // One federation runtime on the page: the shell provides it and remotes use it, instead
            // of every remoteEntry.js carrying its own copy.
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        ...(host
          ? [
              new rspack.HtmlRspackPlugin({ template: path.join(appRoot, 'src', 'index.html'), scriptLoading: 'defer' }),
              new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appRoot, 'public'), to: '.' }] }),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        // The shell's start-up libraries in two chunks instead of one per shared package (seven, three
        // of them under 3 KB): a phone on HTTP/1.1 has six connections, and each request on one costs
        // a round trip. Two, not one: a single 104 KB file grows through TCP slow start on one
        // connection, two of ~50 KB grow side by side (Lighthouse's mobile LCP: seven chunks 2.5-2.6 s,
        // one 2.4-2.6 s, two 2.25-2.45 s; and 3 KB less, compressed together). All of them are needed
        // before the first render, so nothing loads sooner than before.
        splitChunks: host
          ? {
              cacheGroups: {
                react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all', enforce: true, priority: 30 },
                vendor: {
                  test: /[\\/]node_modules[\\/](@reduxjs|redux|immer|reselect|react-redux|i18next|react-i18next|react-router|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
                  name: 'vendor',
                  chunks: 'all',
                  enforce: true,
                  priority: 20,
                },
              },
            }
          : undefined,
      },
      performance: { hints: false },
      devServer: {
        port: DEV_PORTS[name],
        host: '127.0.0.1',
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // In development the shell's server stands in for the API's origin: /api goes to the API and
        // /remotes/<name>/ to that remote's dev server, so remotes.json is the same as in production.
        proxy: host
          ? [
              { context: ['/api'], target: `http://127.0.0.1:${process.env.PORT || 3000}` },
              ...Object.entries(DEV_PORTS)
                .filter(([remote]) => remote !== 'shell')
                .map(([remote, port]) => ({
                  context: [`/remotes/${remote}`],
                  target: `http://127.0.0.1:${port}`,
                  pathRewrite: { [`^/remotes/${remote}`]: '' },
                })),
            ]
          : [],
        hot: false,
        liveReload: true,
      },
    };
  };
}

/** Our TypeScript and TSX through rspack's built-in swc: the browser builds' and the server render's (./ssr-config.cjs) one rule. */
function typescriptRule({ development = false, target }) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development } }, target },
    },
  };
}

module.exports = { appConfig, typescriptRule, webAliases: aliases };

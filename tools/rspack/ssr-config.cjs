'use strict';
// Issue 37: the first screen rendered on the server from the same components. This builds the
// shell with the browse remote's exposed routes module, for Node, into one CommonJS file the API
// requires (dist/frontends/ssr/render.js). In the browser the shell loads `browse/routes` through
// Module Federation; here the same name resolves to the remote's source, so the markup has one
// source. CSS is the browser build's business: imported stylesheets become empty modules.
const path = require('node:path');
const rspack = require('@rspack/core');
const { root, WEB_DIST } = require('./paths.cjs');
const { typescriptRule, webAliases } = require('./app-config.cjs');

function ssrConfig() {
  return {
    name: 'ssr',
    mode: 'production',
    context: root,
    entry: { render: './frontends/shell/src/server/render.tsx' },
    target: 'node20',
    devtool: 'source-map',
    output: {
      path: path.join(WEB_DIST, 'ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // Asset URLs as the browser build writes them (a server-rendered <img> must name the same file).
      publicPath: '/',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...webAliases,
        // Exposed modules of the remotes, by the name the shell asks Module Federation for.
        'browse/routes$': path.join(root, 'frontends/browse/src/routes.tsx'),
        // As in the browser build: react-router's package exports name only its development build.
        'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
      },
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: {
      rules: [
        typescriptRule({ target: 'es2022' }),
        { test: /\.css$/, loader: path.join(__dirname, 'empty-loader.cjs'), type: 'javascript/auto' },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file: the pages the browser loads on demand are all here, ready when a request comes.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

module.exports = { ssrConfig };

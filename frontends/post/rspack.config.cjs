'use strict';
const { appConfig } = require('../../tools/rspack/app-config.cjs');

module.exports = appConfig({ name: 'post', exposes: { './routes': './src/routes.tsx' } });

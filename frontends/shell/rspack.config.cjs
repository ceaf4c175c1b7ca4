'use strict';
const { appConfig } = require('../../tools/rspack/app-config.cjs');

module.exports = appConfig({ name: 'shell', host: true });

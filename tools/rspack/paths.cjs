'use strict';
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
/** Where `npm run build:web` writes, and where the API serves it from (WEB_DIST_DIR). */
const WEB_DIST = path.join(root, 'dist', 'frontends');
const WEB_APPS = ['shell', 'browse', 'post', 'admin'];
const DEV_PORTS = { shell: 4200, browse: 4201, post: 4202, admin: 4203 };

module.exports = { root, WEB_DIST, WEB_APPS, DEV_PORTS };

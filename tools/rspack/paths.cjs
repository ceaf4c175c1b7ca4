'use strict';
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
/**
 * Where `npm run build:web` writes, and where the API serves it from (WEB_DIST_DIR, relative to the
 * workspace). Honouring the same variable here lets two checkouts' builds (or two people testing in
 * one checkout) keep apart instead of overwriting one tree.
 */
const WEB_DIST = path.resolve(root, process.env.WEB_DIST_DIR || path.join('dist', 'frontends'));
const WEB_APPS = ['shell', 'browse', 'post', 'admin'];
const DEV_PORTS = { shell: 4200, browse: 4201, post: 4202, admin: 4203 };

module.exports = { root, WEB_DIST, WEB_APPS, DEV_PORTS };

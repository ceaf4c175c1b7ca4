'use strict';
// node tools/typecheck-project.cjs <projectRoot>
//
// The `typecheck` target of one Nx project (nx.json's targetDefaults): the project's files, and what
// they import, under the workspace settings for their kind (tsconfig.web.json for the browser's
// code, tsconfig.json for the server's), so `npx nx affected -t typecheck` checks only what a change
// touches. `npm run typecheck` still checks everything at once.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const projectRoot = process.argv[2];
if (!projectRoot || !fs.existsSync(path.join(root, projectRoot, 'project.json'))) {
  process.stderr.write(`usage: node tools/typecheck-project.cjs <projectRoot> (a folder with a project.json), not ${projectRoot}\n`);
  process.exit(2);
}

// The same split as the two workspace configs: the i18n lib is compiled with the browser's settings.
const web = /^(frontends|libs\/web|libs\/shared\/i18n)(\/|$)/.test(projectRoot);
const base = web ? 'tsconfig.web.json' : 'tsconfig.json';
const extensions = web ? ['ts', 'tsx'] : ['ts'];
const dir = path.join(root, 'node_modules', '.cache', 'typecheck');
fs.mkdirSync(dir, { recursive: true });
const config = path.join(dir, `${projectRoot.replace(/[\\/]/g, '__')}.json`);
fs.writeFileSync(
  config,
  JSON.stringify({
    extends: path.join(root, base),
    include: extensions.map((ext) => path.join(root, projectRoot, `**/*.${ext}`)),
    exclude: [path.join(root, 'node_modules'), path.join(root, 'dist')],
  }),
);
const tsc = spawnSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', config, '--noEmit'], { cwd: root, stdio: 'inherit' });
process.exit(tsc.status ?? 1);

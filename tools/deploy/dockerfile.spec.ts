import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  dockerfileRules,
  dockerignoreRules,
  ENTRY_POINTS,
  execForm,
  keyValues,
  lintDockerfile,
  parseDockerfile,
  parseInstructions,
  sourceOfEntryPoint,
  type DockerfileRuleName,
} from './dockerfile-rules';
import { isExactImage } from './image-tags';

// The image's static checks (no Docker engine, no hadolint here): our rules on the real Dockerfile
// and .dockerignore, and one broken fixture per rule to show each rule bites.

const root = resolve(__dirname, '..', '..');
const fixtures = join(__dirname, 'fixtures', 'docker');
const read = (...path: string[]) => readFileSync(join(...path), 'utf8');

describe('the Dockerfile', () => {
  const text = read(root, 'Dockerfile');
  const file = parseDockerfile(text);
  const runtime = file.stages[file.stages.length - 1];

  it('passes every rule', () => {
    expect(lintDockerfile(text)).toEqual([]);
  });

  it('builds in one stage and runs from a slim Node 22 stage that copies only the build output', () => {
    expect(file.stages.map((s) => s.name)).toEqual(['build', 'prod-deps', 'runtime']);
    expect(runtime?.image).toMatch(/^node:22\.\d+\.\d+-bookworm-slim$/);
    const copies = runtime?.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copies).toEqual([
      'package.json ./',
      '--from=prod-deps /app/node_modules ./node_modules',
      '--from=build /app/dist/server ./dist/server',
      '--from=build /app/dist/frontends ./dist/frontends',
    ]);
  });

  it('runs as uid 10001 with a /data it owns, and starts the API by default', () => {
    const users = runtime?.instructions.filter((i) => i.keyword === 'USER').map((i) => i.args);
    expect(users).toEqual(['10001:10001']);
    expect(runtime?.instructions.some((i) => i.keyword === 'RUN' && /--uid 10001/.test(i.args) && /chown -R 10001:10001 \/data/.test(i.args))).toBe(true);
    const cmd = runtime?.instructions.filter((i) => i.keyword === 'CMD').pop();
    expect(execForm(cmd?.args ?? '')).toEqual(['node', ENTRY_POINTS.api]);
  });

  it('installs Debian ffmpeg (the build the media tests use) and the font of the preview images, and nothing else, in the runtime stage', () => {
    const installs = runtime?.instructions.filter((i) => i.keyword === 'RUN' && /apt-get install/.test(i.args)).map((i) => i.args);
    expect(installs).toHaveLength(1);
    expect(installs?.[0]).toMatch(/apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core\s+&&/);
  });
});

describe('entry points', () => {
  it('are the ones the server build writes, for api, worker and migrate', () => {
    expect(ENTRY_POINTS).toMatchObject({
      api: 'dist/server/services/api/src/main.js',
      worker: 'dist/server/services/worker/src/main.js',
      migrate: 'dist/server/services/api/src/migrate.js',
    });
  });

  it('each compile from a source that exists', () => {
    for (const entry of Object.values(ENTRY_POINTS)) expect(existsSync(join(root, sourceOfEntryPoint(entry)))).toBe(true);
  });

  it('come from `npm run build`, which builds the web app and the server', () => {
    const { scripts } = JSON.parse(read(root, 'package.json')) as { scripts: Record<string, string> };
    expect(scripts['build']).toMatch(/npm run build:web/);
    expect(scripts['build']).toMatch(/npm run build:server/);
  });
});

describe('.dockerignore', () => {
  it('keeps local data, modules, build output, tests, git and secrets out of the build context', () => {
    expect(dockerignoreRules(read(root, '.dockerignore'))).toEqual([]);
  });

  it('a file missing them is caught', () => {
    const problems = dockerignoreRules(read(fixtures, 'incomplete.dockerignore'));
    expect(problems).toEqual(
      expect.arrayContaining([
        '.dockerignore does not exclude .data',
        '.dockerignore does not exclude node_modules',
        '.dockerignore does not exclude **/*.spec.ts',
        '.dockerignore does not exclude e2e',
        '.dockerignore does not exclude .env.* (local secrets)',
      ]),
    );
  });
});

describe('the parser', () => {
  it('joins continuation lines and drops comments, also inside a continuation', () => {
    const instructions = parseInstructions('# top\nFROM node:22.21.1-bookworm-slim\nRUN a \\\n  # note\n\n  && b\n  # after\nCMD ["x"]\n');
    expect(instructions.map((i) => [i.keyword, i.args, i.line])).toEqual([
      ['FROM', 'node:22.21.1-bookworm-slim', 2],
      ['RUN', 'a    && b', 3],
      ['CMD', '["x"]', 8],
    ]);
  });

  it('keeps heredoc bodies with their instruction and honours the escape directive', () => {
    const heredoc = parseInstructions('FROM scratch\nRUN <<EOF\napt-get install -y gcc\nEOF\nUSER 1\n');
    expect(heredoc.map((i) => i.keyword)).toEqual(['FROM', 'RUN', 'USER']);
    expect(heredoc[1]?.args).toContain('apt-get install -y gcc');
    const backtick = parseInstructions('# escape=`\nFROM scratch\nRUN a `\n  b\n');
    expect(backtick[1]?.args).toBe('a    b');
  });

  it('substitutes global ARG defaults into FROM and reads stage names', () => {
    const file = parseDockerfile('ARG BASE=node:22.21.1-bookworm-slim\nFROM ${BASE} AS build\nFROM --platform=linux/amd64 build\n');
    expect(file.stages.map((s) => [s.image, s.name])).toEqual([
      ['node:22.21.1-bookworm-slim', 'build'],
      ['build', undefined],
    ]);
  });

  it('reads ENV in both forms and tells exec form from shell form', () => {
    expect(keyValues({ keyword: 'ENV', args: 'A=1 B="x y" C=', line: 1 })).toEqual([
      ['A', '1'],
      ['B', 'x y'],
      ['C', ''],
    ]);
    expect(keyValues({ keyword: 'ENV', args: 'LEGACY some value', line: 1 })).toEqual([['LEGACY', 'some value']]);
    expect(keyValues({ keyword: 'ARG', args: 'TOKEN', line: 1 })).toEqual([['TOKEN', undefined]]);
    expect(execForm('["node", "a.js"]')).toEqual(['node', 'a.js']);
    expect(execForm('node a.js')).toBeNull();
  });

  it('accepts only exact image versions', () => {
    expect(['node:22.21.1-bookworm-slim', 'node:22.21.1', `node@sha256:${'a'.repeat(64)}`].every(isExactImage)).toBe(true);
    expect(['node', 'node:latest', 'node:22', 'node:22.21', 'node:lts-slim', 'registry:5000/node'].some(isExactImage)).toBe(false);
  });
});

describe('each rule catches its broken fixture', () => {
  const cases: [string, DockerfileRuleName, RegExp][] = [
    ['unpinned-from.Dockerfile', 'fromPinned', /FROM node:22 is not pinned/],
    ['runtime-not-slim.Dockerfile', 'runtimeBase', /node:22\.21\.1-bookworm; use node:22\.x\.y-bookworm-slim/],
    ['root-user.Dockerfile', 'nonRootUser', /USER root is root/],
    ['secret-env.Dockerfile', 'noSecretsInEnvOrArg', /ENV JWT_SECRET has a value/],
    ['no-healthcheck.Dockerfile', 'healthcheck', /no HEALTHCHECK/],
    ['shell-cmd.Dockerfile', 'execFormCmd', /shell form/],
    ['apt-recommends.Dockerfile', 'aptHygiene', /without --no-install-recommends/],
    ['build-tools.Dockerfile', 'noBuildToolsInRuntime', /build tools \(python3, make, g\+\+\)/],
    ['add-url.Dockerfile', 'noAddUrl', /ADD from a URL/],
    ['wrong-entry.Dockerfile', 'entryPoints', /dist\/server\/api\/main\.js is not an entry point/],
    ['copies-sources.Dockerfile', 'runtimeCopiesOnlyWhatRuns', /copies \.; copy only/],
    ['missing-env.Dockerfile', 'runtimeEnv', /ENV HOST=0\.0\.0\.0/],
    ['npm-ci.Dockerfile', 'npmInstall', /npm ci fails/],
  ];

  it('the good fixture passes every rule', () => {
    expect(lintDockerfile(read(fixtures, 'good.Dockerfile'))).toEqual([]);
  });

  it('every rule has a fixture, and every fixture is checked', () => {
    expect(cases.map(([, rule]) => rule).sort()).toEqual(Object.keys(dockerfileRules).sort());
    const files = readdirSync(fixtures).filter((f) => f.endsWith('.Dockerfile') && f !== 'good.Dockerfile');
    expect(files.sort()).toEqual(cases.map(([f]) => f).sort());
  });

  it.each(cases)('%s: %s', (fixture, rule, message) => {
    const violations = lintDockerfile(read(fixtures, fixture));
    expect(violations.length).toBeGreaterThan(0);
    // Only the rule the fixture breaks reports it: the rules are independent.
    expect(violations.filter((v) => !v.startsWith(`${rule}: `))).toEqual([]);
    expect(violations.join('\n')).toMatch(message);
  });

  it('a missing USER, and a USER set only after CMD, are both caught', () => {
    const good = read(fixtures, 'good.Dockerfile');
    const noUser = parseDockerfile(good.replace('USER 10001\n', ''));
    expect(dockerfileRules.nonRootUser(noUser)).toEqual([expect.stringMatching(/no USER before CMD/)]);
    const late = parseDockerfile(`${good.replace('USER 10001\n', '')}USER 10001\n`);
    expect(dockerfileRules.nonRootUser(late)).toEqual([expect.stringMatching(/no USER before CMD/)]);
    expect(dockerfileRules.nonRootUser(parseDockerfile(good.replace('USER 10001', 'USER 0:0')))).toHaveLength(1);
  });
});

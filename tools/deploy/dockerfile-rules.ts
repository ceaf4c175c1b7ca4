/**
 * Our own Dockerfile lint (there is no hadolint here): a small parser for Dockerfile instructions and
 * rules that each return readable violations ("line 12: ..."), empty when the file passes.
 * tools/deploy/dockerfile.spec.ts runs them on the real Dockerfile and on one broken fixture per rule.
 */
import { ENTRY_POINTS as BUILD_ENTRY_POINTS } from '../build-server.cjs';
import { isExactImage } from './image-tags';

export interface Instruction {
  /** Upper-case keyword: FROM, RUN, COPY, ... */
  keyword: string;
  /** Everything after the keyword, continuation lines joined with a space, heredoc bodies appended. */
  args: string;
  /** 1-based line of the keyword. */
  line: number;
}

export interface Stage {
  index: number;
  /** The image as written after FROM, global ARG defaults substituted. */
  image: string;
  /** The `AS name`, if any. */
  name?: string;
  line: number;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** Instructions before the first FROM (global ARGs). */
  preamble: Instruction[];
  stages: Stage[];
}

/**
 * The commands the image runs (relative to its WORKDIR /app), from the server build itself
 * (tools/build-server.cjs), so the Dockerfile, compose and the build cannot drift apart.
 */
export const ENTRY_POINTS: Readonly<Record<'api' | 'worker' | 'migrate' | 'adminCreate', string>> = BUILD_ENTRY_POINTS;

/** The TypeScript source `npm run build:server` compiles into an entry point. */
export function sourceOfEntryPoint(entry: string): string {
  return entry.replace(/^dist\/server\//, '').replace(/\.js$/, '.ts');
}

const HEREDOC = /<<-?\s*(["']?)([A-Za-z_][A-Za-z0-9_]*)\1/g;

/** Splits a Dockerfile into instructions: comments dropped, `\` continuations joined, heredocs kept. */
export function parseInstructions(text: string): Instruction[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const escapeDirective = /^#\s*escape\s*=\s*([\\`])\s*$/i;
  let escape = '\\';
  // Parser directives are comments at the very top; only `escape` changes how we read the file.
  for (const line of lines) {
    if (!/^#\s*\w+\s*=/.test(line)) break;
    const match = escapeDirective.exec(line);
    if (match?.[1]) escape = match[1];
  }
  const instructions: Instruction[] = [];
  let i = 0;
  while (i < lines.length) {
    const raw = lines[i] ?? '';
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) {
      i += 1;
      continue;
    }
    const start = i + 1;
    let logical = '';
    let current = raw;
    for (;;) {
      const body = current.replace(/\s+$/, '');
      if (body.endsWith(escape)) {
        logical += `${body.slice(0, -1)} `;
        i += 1;
        // Comment and empty lines inside a continuation are skipped, as Docker does.
        while (i < lines.length && /^\s*(#.*)?$/.test(lines[i] ?? '')) i += 1;
        if (i >= lines.length) break;
        current = lines[i] ?? '';
      } else {
        logical += body;
        i += 1;
        break;
      }
    }
    const match = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(logical);
    if (!match) continue;
    const keyword = (match[1] ?? '').toUpperCase();
    let args = (match[2] ?? '').trim();
    if (keyword === 'RUN' || keyword === 'COPY' || keyword === 'ADD') {
      for (const [, , delimiter] of args.matchAll(HEREDOC)) {
        const body: string[] = [];
        while (i < lines.length && (lines[i] ?? '').trim() !== delimiter) body.push(lines[i++] ?? '');
        i += 1;
        args += `\n${body.join('\n')}`;
      }
    }
    instructions.push({ keyword, args, line: start });
  }
  return instructions;
}

function substitute(value: string, args: Map<string, string>): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (whole, braced, fallback, bare) => {
    const name = (braced ?? bare) as string;
    return args.get(name) || (fallback as string | undefined) || whole;
  });
}

/** Instructions grouped by build stage, with global ARG defaults substituted into FROM. */
export function parseDockerfile(text: string): Dockerfile {
  const preamble: Instruction[] = [];
  const stages: Stage[] = [];
  const globalArgs = new Map<string, string>();
  for (const instruction of parseInstructions(text)) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const image = substitute(words[0] ?? '', globalArgs);
      const name = words[1]?.toUpperCase() === 'AS' ? words[2] : undefined;
      stages.push({ index: stages.length, image, name, line: instruction.line, instructions: [] });
    } else if (!stages.length) {
      preamble.push(instruction);
      if (instruction.keyword === 'ARG') {
        const [name = '', ...rest] = instruction.args.split('=');
        globalArgs.set(name.trim(), rest.join('=').trim().replace(/^["']|["']$/g, ''));
      }
    } else {
      stages[stages.length - 1]?.instructions.push(instruction);
    }
  }
  return { preamble, stages };
}

/** The JSON array of an exec-form instruction (CMD ["node", "x.js"]), or null for shell form. */
export function execForm(args: string): string[] | null {
  if (!args.trim().startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(args);
    return Array.isArray(parsed) && parsed.every((p) => typeof p === 'string') ? (parsed as string[]) : null;
  } catch {
    return null;
  }
}

/** Name/value pairs of an ENV (`A=1 B="x y"` or legacy `A value`) or ARG instruction. */
export function keyValues(instruction: Instruction): [string, string | undefined][] {
  const args = instruction.args.trim();
  if (instruction.keyword === 'ENV' && !/^[^\s=]+=/.test(args)) {
    const [name = '', ...rest] = args.split(/\s+/);
    return [[name, rest.join(' ')]];
  }
  const pairs: [string, string | undefined][] = [];
  for (const [, name, value] of args.matchAll(/([^\s=]+)(?:=("(?:[^"\\]|\\.)*"|'[^']*'|\S*))?/g)) {
    pairs.push([name ?? '', value === undefined ? undefined : value.replace(/^(["'])(.*)\1$/s, '$2')]);
  }
  return pairs;
}

const at = (instruction: { line: number }, message: string) => `line ${instruction.line}: ${message}`;
const runtime = (file: Dockerfile): Stage | undefined => file.stages[file.stages.length - 1];
const stageNames = (file: Dockerfile) => new Set(file.stages.flatMap((s) => (s.name ? [s.name.toLowerCase()] : [])));

export type DockerfileRule = (file: Dockerfile) => string[];

export const dockerfileRules = {
  /** Every external base image pinned exactly: no `latest`, no missing tag, no `node:22`. */
  fromPinned(file: Dockerfile): string[] {
    const names = stageNames(file);
    return file.stages.flatMap((stage) => {
      if (stage.image === 'scratch' || names.has(stage.image.toLowerCase())) return [];
      if (stage.image.includes('$')) return [at(stage, `FROM ${stage.image} uses a variable with no default; pin the image`)];
      return isExactImage(stage.image)
        ? []
        : [at(stage, `FROM ${stage.image} is not pinned: use an exact version tag (major.minor.patch, never latest) or a digest`)];
    });
  },

  /** The runtime (last) stage is Node 22 LTS slim on Debian bookworm: no compilers, the ffmpeg we test with. */
  runtimeBase(file: Dockerfile): string[] {
    const stage = runtime(file);
    if (!stage) return ['no FROM: the Dockerfile has no stage'];
    return /^(docker\.io\/(library\/)?)?node:22\.\d+\.\d+-bookworm-slim(@sha256:[a-f0-9]{64})?$/.test(stage.image)
      ? []
      : [at(stage, `the runtime stage is FROM ${stage.image}; use node:22.x.y-bookworm-slim (Node 22 LTS, Debian bookworm, slim)`)];
  },

  /** The runtime stage switches to a non-root user before its CMD. */
  nonRootUser(file: Dockerfile): string[] {
    const stage = runtime(file);
    if (!stage) return [];
    const cmdIndex = stage.instructions.findIndex((i) => i.keyword === 'CMD');
    const before = cmdIndex < 0 ? stage.instructions : stage.instructions.slice(0, cmdIndex);
    const user = before.filter((i) => i.keyword === 'USER').pop();
    if (!user) return [at(stage, 'the runtime stage has no USER before CMD: the app would run as root (use USER 10001)')];
    const [name = '', group] = user.args.trim().split(':');
    if (name === 'root' || /^0+$/.test(name) || group === 'root' || (group !== undefined && /^0+$/.test(group))) {
      return [at(user, `USER ${user.args} is root; run as an unprivileged user (USER 10001)`)];
    }
    const later = stage.instructions.slice(cmdIndex < 0 ? 0 : cmdIndex).find((i) => i.keyword === 'USER');
    return later && later !== user ? [at(later, 'USER after CMD: the user must be set before the command it runs')] : [];
  },

  /** No ENV or ARG with a secret-looking name carries a value (it would sit in the image or its history). */
  noSecretsInEnvOrArg(file: Dockerfile): string[] {
    const secret = /SECRET|PASSWORD|PASSWD|TOKEN|API_?KEY|PRIVATE|CREDENTIAL/i;
    return [...file.preamble, ...file.stages.flatMap((s) => s.instructions)]
      .filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG')
      .flatMap((i) =>
        keyValues(i)
          .filter(([name, value]) => secret.test(name) && value !== undefined && value !== '')
          .map(([name]) => at(i, `${i.keyword} ${name} has a value: secrets come from the environment at run time, never the image`)),
      );
  },

  /** A HEALTHCHECK in the runtime stage that asks the API's liveness endpoint. */
  healthcheck(file: Dockerfile): string[] {
    const stage = runtime(file);
    if (!stage) return [];
    const check = stage.instructions.filter((i) => i.keyword === 'HEALTHCHECK').pop();
    if (!check) return [at(stage, 'the runtime stage has no HEALTHCHECK (GET /api/health/live)')];
    if (/^NONE\b/i.test(check.args.trim())) return [at(check, 'HEALTHCHECK NONE: the runtime stage needs a liveness check')];
    return check.args.includes('/api/health/live') ? [] : [at(check, 'the HEALTHCHECK does not request /api/health/live')];
  },

  /** CMD (and ENTRYPOINT) in exec form, so SIGTERM reaches node itself, not a shell that ignores it. */
  execFormCmd(file: Dockerfile): string[] {
    const stage = runtime(file);
    if (!stage) return [];
    const cmd = stage.instructions.filter((i) => i.keyword === 'CMD').pop();
    const problems = cmd ? [] : [at(stage, 'the runtime stage has no CMD')];
    for (const i of stage.instructions.filter((x) => x.keyword === 'CMD' || x.keyword === 'ENTRYPOINT')) {
      if (!execForm(i.args)) problems.push(at(i, `${i.keyword} ${i.args} is shell form; use exec form (["node", "..."]) so the process gets SIGTERM`));
    }
    return problems;
  },

  /** apt-get install without recommended packages, and the package lists removed in the same layer. */
  aptHygiene(file: Dockerfile): string[] {
    return file.stages
      .flatMap((s) => s.instructions)
      .filter((i) => i.keyword === 'RUN' && /\bapt(-get)?\s+(\S+\s+)*install\b/.test(i.args))
      .flatMap((i) => [
        ...(/--no-install-recommends\b/.test(i.args) ? [] : [at(i, 'apt-get install without --no-install-recommends')]),
        ...(/\brm\s+(-\w+\s+)*\/var\/lib\/apt\/lists/.test(i.args) ? [] : [at(i, 'apt-get install without rm -rf /var/lib/apt/lists/* in the same RUN')]),
      ]);
  },

  /** The runtime stage installs no compilers or build tools (they belong in a build stage). */
  noBuildToolsInRuntime(file: Dockerfile): string[] {
    const stage = runtime(file);
    if (!stage) return [];
    const tools = /(^|\s)(gcc|g\+\+|make|cmake|python3?|python3?-[\w.-]+|build-essential|node-gyp)(?=\s|$)/;
    return stage.instructions
      .filter((i) => i.keyword === 'RUN')
      .flatMap((i) => {
        const installs = [...i.args.matchAll(/\b(?:apt-get|apt|apk)\s+(?:\S+\s+)*?(?:install|add)\s+([^;&|]*)/g)].map((m) => m[1] ?? '');
        const found = installs.flatMap((list) => list.split(/\s+/)).filter((word) => tools.test(` ${word} `));
        return found.length ? [at(i, `the runtime stage installs build tools (${[...new Set(found)].join(', ')}); build in an earlier stage`)] : [];
      });
  },

  /** ADD never fetches a URL (unverified downloads; use a pinned package or COPY --from). */
  noAddUrl(file: Dockerfile): string[] {
    return file.stages
      .flatMap((s) => s.instructions)
      .filter((i) => i.keyword === 'ADD' && /(^|\s|\[|")(https?:\/\/|git@|ftp:\/\/)/.test(i.args))
      .map((i) => at(i, `ADD from a URL (${i.args}); download in a RUN with a checksum, or COPY`));
  },

  /** The runtime stage's CMD starts the API, and every entry point named anywhere is one the build produces. */
  entryPoints(file: Dockerfile): string[] {
    const stage = runtime(file);
    if (!stage) return [];
    const known = new Set(Object.values(ENTRY_POINTS));
    const problems: string[] = [];
    const cmd = stage.instructions.filter((i) => i.keyword === 'CMD').pop();
    const argv = cmd ? execForm(cmd.args) : null;
    if (cmd && argv && (argv[0] !== 'node' || argv[argv.length - 1] !== ENTRY_POINTS.api)) {
      problems.push(at(cmd, `CMD ${cmd.args} does not start the API (["node", "${ENTRY_POINTS.api}"])`));
    }
    for (const i of file.stages.flatMap((s) => s.instructions)) {
      for (const [path] of i.args.matchAll(/dist\/server\/[\w./-]+\.js/g)) {
        if (!known.has(path)) problems.push(at(i, `${path} is not an entry point npm run build produces (${[...known].join(', ')})`));
      }
    }
    return problems;
  },

  /** The runtime stage copies only what runs: the manifest, production node_modules and the build output. */
  runtimeCopiesOnlyWhatRuns(file: Dockerfile): string[] {
    const stage = runtime(file);
    if (!stage) return [];
    const allowed = /^(\.\/|\/app\/)?(package\.json|node_modules|dist\/server|dist\/frontends)\/?$/;
    return stage.instructions
      .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
      .flatMap((i) => {
        const words = (execForm(i.args) ?? i.args.split(/\s+/)).filter((w) => !w.startsWith('--'));
        const sources = words.slice(0, -1);
        const bad = sources.filter((s) => !allowed.test(s));
        return bad.length ? [at(i, `the runtime stage copies ${bad.join(', ')}; copy only package.json, node_modules, dist/server and dist/frontends`)] : [];
      });
  },

  /** The runtime environment containers need (production, all interfaces, /data, the built web app). */
  runtimeEnv(file: Dockerfile): string[] {
    const stage = runtime(file);
    if (!stage) return [];
    const env = new Map(stage.instructions.filter((i) => i.keyword === 'ENV').flatMap((i) => keyValues(i)));
    const required: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '3000',
      DATA_DIR: '/data',
      WEB_DIST_DIR: '/app/dist/frontends',
      METRICS_HOST: '0.0.0.0',
    };
    const problems = Object.entries(required)
      .filter(([name, value]) => env.get(name) !== value)
      .map(([name, value]) => at(stage, `the runtime stage must set ENV ${name}=${value} (has ${env.get(name) ?? 'none'})`));
    const exposed = stage.instructions.filter((i) => i.keyword === 'EXPOSE').flatMap((i) => i.args.split(/\s+/));
    if (!exposed.some((p) => p === '3000' || p === '3000/tcp')) problems.push(at(stage, 'the runtime stage does not EXPOSE 3000'));
    if (!stage.instructions.some((i) => i.keyword === 'STOPSIGNAL' && i.args.trim() === 'SIGTERM')) {
      problems.push(at(stage, 'the runtime stage has no STOPSIGNAL SIGTERM'));
    }
    return problems;
  },

  /**
   * npm as this repository needs it: `npm ci` fails with our lockfile (other platforms' binaries are
   * missing), and install scripts stay off (npm 10 ignores allowScripts). A build stage runs `npm run build`.
   */
  npmInstall(file: Dockerfile): string[] {
    const runs = file.stages.flatMap((s) => s.instructions).filter((i) => i.keyword === 'RUN');
    const problems = runs.flatMap((i) => [
      ...(/\bnpm\s+ci\b/.test(i.args) ? [at(i, 'npm ci fails with this lockfile; use npm install --no-audit --no-fund --ignore-scripts')] : []),
      ...[...i.args.matchAll(/\bnpm\s+(?:install|i)\b[^;&|]*/g)]
        .filter((m) => !m[0].includes('--ignore-scripts'))
        .map(() => at(i, 'npm install without --ignore-scripts (dependency install scripts must not run in the build)')),
    ]);
    const builds = file.stages.slice(0, -1).some((s) => s.instructions.some((i) => i.keyword === 'RUN' && /\bnpm\s+run\s+build(\s|$|&|;)/.test(i.args)));
    if (!builds) problems.push('no build stage runs `npm run build` (dist/server and dist/frontends)');
    return problems;
  },
} satisfies Record<string, DockerfileRule>;

export type DockerfileRuleName = keyof typeof dockerfileRules;

/** Every rule's violations, prefixed with the rule's name; empty when the Dockerfile passes. */
export function lintDockerfile(text: string): string[] {
  const file = parseDockerfile(text);
  return Object.entries(dockerfileRules).flatMap(([name, rule]) => rule(file).map((v) => `${name}: ${v}`));
}

/** What .dockerignore must keep out of the build context. */
export const REQUIRED_DOCKERIGNORE = ['.data', 'node_modules', 'dist', '**/*.spec.ts', '**/*.spec.tsx', 'e2e', '.git', '.env'];

/** Missing .dockerignore entries (trailing or leading slashes do not matter); `.env.example` must stay in. */
export function dockerignoreRules(text: string): string[] {
  const entries = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const normal = (p: string) => p.replace(/^\/+/, '').replace(/\/+$/, '');
  const present = new Set(entries.filter((e) => !e.startsWith('!')).map(normal));
  const problems = REQUIRED_DOCKERIGNORE.filter((p) => !present.has(normal(p))).map((p) => `.dockerignore does not exclude ${p}`);
  if (!present.has('.env.*') && !present.has('.env*')) problems.push('.dockerignore does not exclude .env.* (local secrets)');
  if ((present.has('.env.*') || present.has('.env*')) && !entries.includes('!.env.example')) {
    problems.push('.dockerignore excludes .env.* but does not keep !.env.example');
  }
  return problems;
}

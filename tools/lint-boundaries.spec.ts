import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '@chonail/server/testing';

/** Lints `source` as if it were the file at `filePath`, with the workspace's real ESLint config. */
function lintAs(filePath: string, source: string) {
  const result = spawnSync(join(WORKSPACE_ROOT, 'node_modules', '.bin', 'eslint'), ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: WORKSPACE_ROOT,
    input: source,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  const [report] = JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return report?.messages ?? [];
}

const importCore = "import { loadConfig } from '@chonail/server/core';\n\nexport const read = loadConfig;\n";

describe('module boundaries', () => {
  beforeAll(() => {
    // The rule reads the cached project graph; `npm run lint` builds it the same way.
    spawnSync(join(WORKSPACE_ROOT, 'node_modules', '.bin', 'nx'), ['show', 'projects'], {
      cwd: WORKSPACE_ROOT,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
  });

  it('refuses a shared lib importing a server lib', () => {
    const messages = lintAs('libs/shared/contracts/src/boundary-probe.ts', importCore);
    expect(messages.map((m) => m.ruleId)).toContain('@nx/enforce-module-boundaries');
  });

  it('allows a server app importing a server lib', () => {
    const messages = lintAs('services/api/src/boundary-probe.ts', importCore);
    expect(messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries')).toEqual([]);
  });

  describe('every query in a repository', () => {
    const withDataSource =
      "import { DataSource } from 'typeorm';\n\nexport class ProbeService {\n  constructor(private readonly data: DataSource) {}\n\n  count() {\n    return this.data.query('SELECT count(*) FROM users');\n  }\n}\n";
    const withInjected =
      "import { InjectRepository } from '@nestjs/typeorm';\n\nexport class ProbeGuard {\n  constructor(@InjectRepository(Object) private readonly users: unknown) {}\n}\n";
    const rules = (messages: Array<{ ruleId: string | null }>) => [...new Set(messages.map((m) => m.ruleId))].sort();

    it.each(['libs/server/auth/src/probe.service.ts', 'libs/server/media/src/probe.handler.ts', 'libs/server/media/src/probe-job.ts', 'services/api/src/probe.controller.ts'])(
      'refuses TypeORM and SQL in %s',
      (file) => {
        expect(rules(lintAs(file, withDataSource))).toEqual(['no-restricted-imports', 'no-restricted-syntax']);
      },
    );

    it('refuses an injected TypeORM repository in a guard', () => {
      expect(rules(lintAs('libs/server/auth/src/probe.guard.ts', withInjected))).toContain('no-restricted-imports');
    });

    it('allows them in a repository', () => {
      const messages = lintAs('libs/server/auth/src/probe.repository.ts', withDataSource);
      expect(messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')).toEqual([]);
    });
  });
});

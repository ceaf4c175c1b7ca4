import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '@chonail/server/testing';

/**
 * `npm test` runs three jest configs one after another (unit, components, the rest); every spec
 * jest.config.cjs knows must be in exactly one of them, or a spec named in a new way would silently
 * never run (a `.spec.tsx` under services/, say) or run twice.
 */
function specsOf(config: string): string[] {
  const result = spawnSync(join(WORKSPACE_ROOT, 'node_modules', '.bin', 'jest'), ['-c', config, '--listTests'], { cwd: WORKSPACE_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`jest -c ${config} --listTests failed: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean).sort();
}

describe("npm test's tiers", () => {
  it('hold every spec exactly once', () => {
    const all = specsOf('jest.config.cjs');
    const tiers = ['jest.unit.config.cjs', 'jest.components.config.cjs', 'jest.int.config.cjs'].map(specsOf);
    const union = tiers.flat().sort();
    expect(union).toEqual(all);
    expect(new Set(union).size).toBe(union.length);
    expect(tiers.map((specs) => specs.length > 0)).toEqual([true, true, true]);
  }, 60_000);
});

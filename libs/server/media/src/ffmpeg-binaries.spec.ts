import { spawnSync } from 'node:child_process';
import { chooseBinary, findFfmpegBinaries } from './ffmpeg-binaries';

describe('chooseBinary', () => {
  const lookup = (executables: string[], bundled: string | null = '/npm/ffprobe', explicit?: string) => ({
    explicit,
    pathDirs: ['', '/usr/local/bin', '/usr/bin'],
    isExecutable: (path: string) => executables.includes(path),
    bundled: () => bundled,
  });

  it('takes the operator’s FFPROBE_PATH first', () => {
    expect(chooseBinary('ffprobe', lookup(['/usr/bin/ffprobe'], '/npm/ffprobe', '/opt/ff/ffprobe'))).toEqual({ path: '/opt/ff/ffprobe', source: 'env' });
  });

  it('takes the first executable on PATH before the npm build', () => {
    expect(chooseBinary('ffprobe', lookup(['/usr/bin/ffprobe', '/usr/local/bin/ffprobe']))).toEqual({ path: '/usr/local/bin/ffprobe', source: 'path' });
    expect(chooseBinary('ffmpeg', lookup(['/usr/bin/ffmpeg']))).toEqual({ path: '/usr/bin/ffmpeg', source: 'path' });
  });

  it('falls back to the npm build when PATH has none, and answers null when neither exists', () => {
    expect(chooseBinary('ffprobe', lookup([]))).toEqual({ path: '/npm/ffprobe', source: 'bundled' });
    expect(chooseBinary('ffprobe', lookup([], null))).toBeNull();
  });
});

describe('findFfmpegBinaries on this machine', () => {
  it('runs the npm-shipped ffprobe when PATH has no ffmpeg', () => {
    const found = findFfmpegBinaries({ PATH: '/nonexistent' });
    expect(found.ffprobe?.source).toBe('bundled');
    expect(found.ffmpeg?.source).toBe('bundled');
    // Shipped without its run bit for other users: what is returned must run.
    const probe = spawnSync(found.ffprobe?.path ?? '', ['-version'], { encoding: 'utf8' });
    expect(probe.status).toBe(0);
    expect(probe.stdout).toMatch(/^ffprobe version/);
  });
});

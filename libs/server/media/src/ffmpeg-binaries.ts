import { accessSync, chmodSync, constants, copyFileSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export type BinarySource = 'env' | 'path' | 'bundled';
export interface FoundBinary {
  path: string;
  source: BinarySource;
}

export interface BinaryLookup {
  /** FFMPEG_PATH / FFPROBE_PATH, when the operator set one. */
  explicit?: string;
  pathDirs: string[];
  isExecutable: (path: string) => boolean;
  /** The npm-shipped build; null when that package is not installed for this platform. */
  bundled: () => string | null;
}

/**
 * Which ffmpeg/ffprobe to run: the operator's choice, else the system's (Debian's 5.x build, with
 * libx264), and only then the 2018 build shipped on npm, so a machine without ffmpeg still works.
 */
export function chooseBinary(name: 'ffmpeg' | 'ffprobe', lookup: BinaryLookup): FoundBinary | null {
  if (lookup.explicit) return { path: lookup.explicit, source: 'env' };
  for (const dir of lookup.pathDirs) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (lookup.isExecutable(candidate)) return { path: candidate, source: 'path' };
  }
  const bundled = lookup.bundled();
  return bundled ? { path: bundled, source: 'bundled' } : null;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * npm 11 does not run install scripts by default, and @ffprobe-installer's binary comes without its
 * run bit for other users: a copy we own, marked executable, runs everywhere.
 */
function runnable(path: string): string {
  if (isExecutable(path)) return path;
  const dir = join(tmpdir(), `chonail-bin-${process.getuid?.() ?? 'user'}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const copy = join(dir, path.slice(path.lastIndexOf('/') + 1));
  if (!isExecutable(copy)) {
    copyFileSync(path, copy);
    chmodSync(copy, 0o755);
  }
  return copy;
}

function bundled(pkg: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe'): string | null {
  try {
    return runnable((require(pkg) as { path: string }).path);
  } catch {
    return null;
  }
}

export function findFfmpegBinaries(env: NodeJS.ProcessEnv = process.env): { ffmpeg: FoundBinary | null; ffprobe: FoundBinary | null } {
  const pathDirs = (env['PATH'] ?? '').split(delimiter);
  return {
    ffmpeg: chooseBinary('ffmpeg', { explicit: env['FFMPEG_PATH'], pathDirs, isExecutable, bundled: () => bundled('@ffmpeg-installer/ffmpeg') }),
    ffprobe: chooseBinary('ffprobe', { explicit: env['FFPROBE_PATH'], pathDirs, isExecutable, bundled: () => bundled('@ffprobe-installer/ffprobe') }),
  };
}

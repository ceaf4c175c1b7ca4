/**
 * What "pinned" means for an image reference, for the Dockerfile, compose and Kubernetes checks
 * alike: a digest, or a tag naming a version (never latest, never a bare major like `redis:7`).
 */

const DIGEST = /@sha256:[a-f0-9]{64}$/;

/** The tag of `[registry[:port]/]name[:tag]`, if any (a registry's port is not a tag). */
function tagOf(image: string): string | undefined {
  return /:([^/:@]+)$/.exec(image)?.[1];
}

/** A digest, or a major.minor.patch tag (suffixes such as -bookworm-slim allowed): base images. */
export function isExactImage(image: string): boolean {
  if (DIGEST.test(image)) return true;
  return /^v?\d+\.\d+\.\d+([-.+_][\w.-]+)?$/.test(tagOf(image) ?? '');
}

/** A digest, or a version tag: major.minor at least, or a dated release (MinIO's RELEASE.…). */
export function isPinnedImage(image: string | undefined): boolean {
  if (!image) return false;
  if (DIGEST.test(image)) return true;
  return /^(v?\d+\.\d+(\.\d+)?([-.][\w.-]+)?|RELEASE\.[\w.-]+)$/.test(tagOf(image) ?? '');
}

import type { Packages } from './system-packages';

/** Debian packages a deployable needs, each with the reason (what in its code needs it). */
export type Needs = Map<string, Map<string, string>>;

/**
 * Where the runtime image and the local stack differ from what the code needs, or from each
 * other: every needed package in the deployable's image and in system-packages.sh, at one pinned
 * version; nothing in an image that its code does not need.
 */
export function imageDrift(needs: Needs, image: Map<string, Packages>, local: Packages): string[] {
  const problems: string[] = [];
  for (const [deployable, installed] of image) {
    const needed = needs.get(deployable) ?? new Map<string, string>();
    for (const [pkg, why] of needed) {
      if (!installed.has(pkg)) problems.push(`Dockerfile: the ${deployable} image does not install ${pkg} (${why})`);
      if (!local.has(pkg)) problems.push(`infra/local/system-packages.sh does not install ${pkg} (${why}, ${deployable})`);
      const [inImage, inLocal] = [installed.get(pkg), local.get(pkg)];
      if (installed.has(pkg) && !inImage) problems.push(`Dockerfile: ${pkg} is not pinned (${deployable}); pin the version of infra/local/versions.env`);
      if (local.has(pkg) && !inLocal) problems.push(`infra/local/system-packages.sh: ${pkg} is not pinned; pin the version of infra/local/versions.env`);
      if (inImage && inLocal && inImage !== inLocal) problems.push(`${pkg}: the ${deployable} image installs ${inImage}, the local stack ${inLocal}`);
    }
    for (const pkg of installed.keys()) {
      if (!needed.has(pkg)) problems.push(`Dockerfile: the ${deployable} image installs ${pkg}, which no code of ${deployable} needs`);
    }
  }
  return problems;
}

import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node lines the project is tested on (package.json's `engines`, scripts/test-node.mjs and
 * .ci/run): every installed package must accept the lowest release of each of them, or an
 * operator on a supported line gets a package that refuses or breaks.
 */
const TESTED_LINES = ['20.19.0', '24.0.0', '26.0.0'];

type Lock = { packages: Record<string, { engines?: { node?: string } | string[] }> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
};

describe('Node versions', () => {
  it('package.json names exactly the tested lines', () => {
    for (const version of TESTED_LINES) {
      expect(semver.satisfies(version, manifest.engines.node), version).toBe(true);
    }
    for (const untested of ['18.20.0', '20.18.0', '22.12.0', '23.0.0', '25.0.0', '27.0.0']) {
      expect(semver.satisfies(untested, manifest.engines.node), untested).toBe(false);
    }
  });

  it("every installed package's engines accept each tested line", () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (range === undefined || path === '') return [];
      return TESTED_LINES.filter((version) => !semver.satisfies(version, range)).map(
        (version) => `${path} (${range}) refuses ${version}`,
      );
    });
    expect(refusing).toEqual([]);
  });
});

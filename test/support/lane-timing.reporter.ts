import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { COUNTED_STARTS, readCounts } from './run-counts';

// The run's cost, printed after vitest's own summary (and so at the end of .ci/run): the 15
// slowest test files with their seconds, the files, tests and seconds per project (unit,
// integration, browser), the 10 slowest single tests, and how many Chromiums, servers and PostgreSQL clusters the run started.
// RK_TEST_TIMES=<file> also writes every file's seconds there as JSON.

const SLOWEST_SHOWN = 15;
const SLOWEST_TESTS_SHOWN = 10;

interface FileTime {
  readonly project: string;
  readonly file: string;
  readonly seconds: number;
  readonly tests: number;
}

/** Import, setup file, hooks and tests of one file, in seconds. */
const secondsOf = (module: TestModule): number => {
  const diagnostic = module.diagnostic();
  return (diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration) / 1000;
};

const testsIn = (module: TestModule): number => [...module.children.allTests()].length;

interface TestTime {
  readonly file: string;
  readonly name: string;
  readonly seconds: number;
}

const testTimesOf = (module: TestModule, file: string): TestTime[] =>
  [...module.children.allTests()].map((test) => ({
    file,
    name: test.fullName,
    seconds: (test.diagnostic()?.duration ?? 0) / 1000,
  }));

const pad = (text: string, width: number): string => text.padStart(width);

export default class LaneTimingReporter implements Reporter {
  private root = process.cwd();
  private startedAt = Date.now();
  private readonly countsFile = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'rk-test-counts-')),
    'starts',
  );

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
    this.startedAt = Date.now();
    // The workers start after this and inherit the variable: each start appends a line.
    process.env.RK_TEST_COUNTS = this.countsFile;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = modules.map((module) => ({
      project: module.project.name || 'default',
      file: path.relative(this.root, module.moduleId),
      seconds: secondsOf(module),
      tests: testsIn(module),
    }));
    const lines: string[] = ['', `Slowest ${SLOWEST_SHOWN} test files (import, hooks and tests):`];
    for (const time of [...times].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN)) {
      lines.push(`${pad(time.seconds.toFixed(1), 8)} s  ${time.file} (${time.project})`);
    }
    const testTimes = modules.flatMap((module) =>
      testTimesOf(module, path.relative(this.root, module.moduleId)),
    );
    const slowestTests = [...testTimes]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST_TESTS_SHOWN);
    lines.push('', `Slowest ${SLOWEST_TESTS_SHOWN} tests:`);
    for (const time of slowestTests) {
      lines.push(`${pad(time.seconds.toFixed(1), 8)} s  ${time.file} › ${time.name}`);
    }
    lines.push('', 'Per project (seconds summed over its files; the files run side by side):');
    for (const project of [...new Set(times.map((time) => time.project))].sort()) {
      const own = times.filter((time) => time.project === project);
      const seconds = own.reduce((sum, time) => sum + time.seconds, 0);
      const tests = own.reduce((sum, time) => sum + time.tests, 0);
      lines.push(
        `${pad(project, 12)}: ${pad(String(own.length), 4)} files, ${pad(String(tests), 5)} tests, ${pad(seconds.toFixed(0), 5)} s`,
      );
    }
    const counts = readCounts(this.countsFile);
    lines.push(
      '',
      `Started in this run: ${COUNTED_STARTS.map((what) => `${what} ${counts[what]}`).join(', ')}`,
      `Wall time of the vitest run: ${((Date.now() - this.startedAt) / 1000).toFixed(0)} s`,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
    const out = process.env.RK_TEST_TIMES;
    if (out !== undefined && out !== '') {
      fs.writeFileSync(
        out,
        `${JSON.stringify({ files: times, tests: testTimes, starts: counts }, null, 2)}\n`,
      );
    }
    fs.rmSync(path.dirname(this.countsFile), { recursive: true, force: true });
  }
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTimes, slowestFiles } from '../lib/slowest-files';

describe("the test run's slowest files (printed by npm test before its summary line)", () => {
  it('lists the ten slowest, slowest first, seconds aligned, under a heading', () => {
    const times = Array.from({ length: 12 }, (_, i) => ({ file: `e2e/f${i}.e2e.spec.ts`, seconds: i * 10.04 }));
    const lines = slowestFiles(times).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('Slowest test files (10):');
    expect(lines[1]).toBe('  110.4 s  e2e/f11.e2e.spec.ts');
    expect(lines[10]).toBe('   20.1 s  e2e/f2.e2e.spec.ts');
    expect(lines.join('\n')).not.toContain('f1.e2e');
  });

  it('lists fewer when fewer ran, and nothing when none did', () => {
    expect(slowestFiles([{ file: 'a.spec.ts', seconds: 0.25 }])).toBe('Slowest test files (1):\n  0.3 s  a.spec.ts');
    expect(slowestFiles([])).toBe('');
  });

  it("reads each file's time from Jest's JSON reports (start and end in ms), paths relative to the repository", () => {
    const dir = mkdtempSync(join(tmpdir(), 'jest-reports-'));
    try {
      const report = (files: [string, number, number][]) =>
        JSON.stringify({ testResults: files.map(([name, startTime, endTime]) => ({ name: `/repo/${name}`, startTime, endTime })) });
      writeFileSync(
        join(dir, 'jest-main.json'),
        report([
          ['charts/test/chart.int.spec.ts', 1_000, 189_000],
          ['frontend/src/a.test.tsx', 5_000, 6_500],
        ]),
      );
      writeFileSync(join(dir, 'jest-outage.json'), report([['services/x/test/kafka-down.outage.spec.ts', 0, 42_000]]));
      const times = fileTimes([join(dir, 'jest-main.json'), join(dir, 'jest-outage.json'), join(dir, 'missing.json')], '/repo');
      expect(times).toEqual([
        { file: 'charts/test/chart.int.spec.ts', seconds: 188 },
        { file: 'frontend/src/a.test.tsx', seconds: 1.5 },
        { file: 'services/x/test/kafka-down.outage.spec.ts', seconds: 42 },
      ]);
      expect(slowestFiles(times).split('\n')[2]).toBe('   42.0 s  services/x/test/kafka-down.outage.spec.ts');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

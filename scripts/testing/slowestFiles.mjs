import path from 'node:path';

/**
 * After the run: the ten test files that took longest, with their project, so the slow ones are named.
 * @implements {import('vitest/node').Reporter}
 */
export default class SlowestFiles {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const timed = testModules
      .map((m) => ({
        file: path.relative(process.cwd(), m.moduleId),
        project: m.project.name,
        ms: m.diagnostic().duration,
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (timed.length === 0) return;
    const total = testModules.reduce((sum, m) => sum + m.diagnostic().duration, 0);
    console.log(
      `\nThe ten slowest test files (of ${testModules.length}, ${Math.round(total / 1000)} s in all):`,
    );
    for (const { file, project, ms } of timed)
      console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${project.padEnd(11)} ${file}`);
  }
}

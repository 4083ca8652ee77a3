import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** After the run: the ten test files that took longest, with their project, so the slow ones are named. */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules
      .map((m) => ({ file: path.relative(process.cwd(), m.moduleId), project: m.project.name, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (timed.length === 0) return;
    const total = testModules.reduce((sum, m) => sum + m.diagnostic().duration, 0);
    console.log(`\nThe ten slowest test files (of ${testModules.length}, ${Math.round(total / 1000)} s in all):`);
    for (const { file, project, ms } of timed) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${project.padEnd(11)} ${file}`);
  }
}

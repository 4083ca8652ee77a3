import type { Reporter } from 'vitest/node';

declare class SlowestFiles implements Reporter {
  onTestRunEnd: Reporter['onTestRunEnd'];
}
export default SlowestFiles;

import { writeFileSync } from 'node:fs';
import os from 'node:os';

/** One printed figure: the bench's name and its numbers. */
export type Figure = { bench: string } & Record<string, number | string | boolean>;

const cell = (value: number | string | boolean) =>
  typeof value === 'number' ? value.toLocaleString('en-GB') : String(value);

/**
 * `docs/performance.md` as one run of `npm run bench` measured it: the date, the machine and every
 * figure it printed, one table per section, in the order printed. Written by the bench, never by hand.
 */
export function performanceDoc(
  figures: readonly Figure[],
  run: { started: Date; argv: readonly string[]; postgres: string },
): string {
  const cpus = os.cpus();
  const lines = [
    '# Performance: the latest `npm run bench`',
    '',
    'Written by `npm run bench` at the end of each run; do not edit it by hand. What each figure',
    'measures and the targets are in [benchmarks.md](benchmarks.md).',
    '',
    `- run: ${run.started.toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench${run.argv.length ? ` -- ${run.argv.join(' ')}` : ''}\``,
    `- machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    `- Node ${process.version}, ${run.postgres}`,
    '',
  ];
  const groups = new Map<string, Figure[]>();
  for (const figure of figures)
    groups.set(figure.bench, [...(groups.get(figure.bench) ?? []), figure]);
  for (const [bench, rows] of groups) {
    const keys = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => k !== 'bench')))];
    lines.push(
      `## ${bench}`,
      '',
      `| ${keys.join(' | ')} |`,
      `|${keys.map(() => '---').join('|')}|`,
    );
    for (const row of rows)
      lines.push(`| ${keys.map((k) => (row[k] === undefined ? '' : cell(row[k]!))).join(' | ')} |`);
    lines.push('');
  }
  return lines.join('\n');
}

export function writePerformanceDoc(
  file: string,
  figures: readonly Figure[],
  run: { started: Date; argv: readonly string[]; postgres: string },
): void {
  writeFileSync(file, performanceDoc(figures, run));
}

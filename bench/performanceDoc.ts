import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
  for (const [bench, rows] of groups) lines.push(...table(bench, rows));
  return lines.join('\n');
}

/** One section's table, as performanceDoc writes it. */
function table(bench: string, rows: readonly Figure[]): string[] {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => k !== 'bench')))];
  return [
    `## ${bench}`,
    '',
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map(
      (row) => `| ${keys.map((k) => (row[k] === undefined ? '' : cell(row[k]!))).join(' | ')} |`,
    ),
    '',
  ];
}

/**
 * A partial run (`--only=<group>`) into the last complete run's page: the tables of the figures it
 * printed replace those of the same name (or are added at the end), and a line under the run's
 * says which run measured them, when and with which note (`--note=...`, e.g. a shared machine).
 * The other tables stay as the complete run measured them.
 */
export function mergePerformanceDoc(
  existing: string,
  figures: readonly Figure[],
  run: { started: Date; argv: readonly string[]; note?: string },
): string {
  const groups = new Map<string, Figure[]>();
  for (const figure of figures.filter((f) => f.bench !== 'section' && f.bench !== 'bench'))
    groups.set(figure.bench, [...(groups.get(figure.bench) ?? []), figure]);
  const [head = '', ...parts] = existing.split(/\n(?=## )/);
  const sections = new Map(parts.map((p) => [/^## (.*)$/m.exec(p)![1]!, p.replace(/\n+$/, '')]));
  for (const [bench, rows] of groups) sections.set(bench, table(bench, rows).join('\n').trimEnd());
  const names = [...groups.keys()].join(', ');
  const line = `- ${names}: \`npm run bench -- ${run.argv.filter((a) => !a.startsWith('--note=')).join(' ')}\`, ${run.started.toISOString().slice(0, 16).replace('T', ' ')} UTC${run.note ? ` (${run.note})` : ''}`;
  const headLines = head
    .replace(/\n+$/, '')
    .split('\n')
    .filter((l) => !l.startsWith(`- ${names}: `));
  return [...headLines, line, '', ...[...sections.values()].flatMap((p) => [p, ''])].join('\n');
}

export function writePerformanceDoc(
  file: string,
  figures: readonly Figure[],
  run: { started: Date; argv: readonly string[]; postgres: string },
): void {
  writeFileSync(file, performanceDoc(figures, run));
}

/** Writes a partial run's tables into the page at `file` (see mergePerformanceDoc). */
export function mergeIntoPerformanceDoc(
  file: string,
  figures: readonly Figure[],
  run: { started: Date; argv: readonly string[]; note?: string },
): void {
  const existing = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Performance: the latest `npm run bench`\n';
  writeFileSync(file, mergePerformanceDoc(existing, figures, run));
}

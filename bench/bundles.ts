import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BenchContext } from './context';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The targets, over the wire: a signed-in area's first load, and the public site's. */
const TARGET_AREA_KB = 200;
const TARGET_PUBLIC_KB = 150;

/** What each page loads before it can show anything: the entry, the area's chunk, and every chunk they import statically. */
const firstLoads: [string, string | undefined, number][] = [
  ['public site (landing)', undefined, TARGET_PUBLIC_KB],
  ['sign-in page', 'src/auth/LoginPage.tsx', TARGET_PUBLIC_KB],
  ['admin area', 'src/admin/AdminApp.tsx', TARGET_AREA_KB],
  ['teacher area', 'src/teacher/TeacherApp.tsx', TARGET_AREA_KB],
  ['student area', 'src/student/StudentApp.tsx', TARGET_AREA_KB],
  ['parent area', 'src/parent/ParentApp.tsx', TARGET_AREA_KB],
  ['superadmin area', 'src/superadmin/SuperadminApp.tsx', TARGET_AREA_KB],
];

/**
 * The JavaScript each page downloads first, from the built UI (`npm run build -w ui`) and its Vite
 * manifest: raw, gzip and brotli (level 11, as the server's compression may send) kilobytes.
 */
export async function benchBundles(ctx: BenchContext): Promise<void> {
  const dist = path.resolve(import.meta.dirname, '../ui/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error('no ui/dist/.vite/manifest.json: run npm run build -w ui first');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  for (const [page, area, targetKb] of firstLoads) {
    const keys = closure(entry);
    if (area) closure(area, keys);
    const files = [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
    const bytes = files.map((file) => readFileSync(path.join(dist, file)));
    const kb = (sizes: number[]) => Math.round(sizes.reduce((a, b) => a + b, 0) / 102.4) / 10;
    const gzipKb = kb(bytes.map((b) => gzipSync(b, { level: 9 }).length));
    ctx.report('first-load-js', {
      page,
      chunks: files.length,
      rawKb: kb(bytes.map((b) => b.length)),
      gzipKb,
      brotliKb: kb(bytes.map((b) => brotliCompressSync(b).length)),
      targetKb,
      met: gzipKb <= targetKb,
    });
  }
}

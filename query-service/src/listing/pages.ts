import type { ReadModelChanges } from '@chikoro/platform';
import { BoundedMap } from './bounded';

/** The stamp of the read models a page is made of, together: none unless each has one; it moves when any of theirs does. */
export function stampOf(
  changes: Pick<ReadModelChanges, 'stamp'>,
  projections: readonly string[],
): string | undefined {
  const stamps = projections.map((p) => changes.stamp(p));
  return stamps.some((s) => s === undefined) ? undefined : stamps.join('|');
}

/** A list page as sent: its JSON body and the headers that go with it. */
export interface Page {
  body: string;
  contentRange: string;
  estimated: boolean;
  /** The projection's checkpoint in the page's snapshot (undefined for an empty page): what it reflects at least. */
  checkpoint: number | undefined;
  /** Its ETag, once computed. */
  etag?: string;
}

/** A page as kept: the same object while it stays kept. */
export interface Kept extends Page {
  stamp: string;
}

export interface PagesOptions {
  /** Pages kept at most (the oldest forgotten first). */
  maxEntries?: number;
  /** Bytes of bodies kept at most. */
  maxBytes?: number;
  /** A body longer than this is never kept (a page of a thousand rows is read afresh). */
  maxPageBytes?: number;
}

/**
 * List pages kept in memory under the stamp of the projection they were read from (see
 * ReadModelChanges): a page is answered from here, without the database, while no change of that
 * projection has been announced since it was read. The key is the page's whole SQL and
 * parameters, the reader's school and identity among them, so one reader never gets another's page.
 */
export class Pages {
  private readonly kept: BoundedMap<Kept>;
  private readonly maxPageBytes: number;

  constructor(options: PagesOptions = {}) {
    this.kept = new BoundedMap(
      (page) => page.body.length,
      options.maxEntries ?? 2_000,
      options.maxBytes ?? 32 * 1024 * 1024,
    );
    this.maxPageBytes = options.maxPageBytes ?? 256 * 1024;
  }

  static key(sql: string, params: readonly unknown[]): string {
    return `${sql}\u0000${JSON.stringify(params)}`;
  }

  /** The page under `key` if it was read under `stamp` (the projection's stamp now). */
  find(key: string, stamp: string | undefined): Kept | undefined {
    if (stamp === undefined) return undefined;
    const page = this.kept.get(key);
    if (page === undefined) return undefined;
    if (page.stamp !== stamp) {
      this.kept.delete(key);
      return undefined;
    }
    return page;
  }

  /** Keeps a page read under `stamp` (taken before the read began) and returns it as kept; a page too big is not kept. */
  keep(key: string, stamp: string | undefined, page: Page): Kept | undefined {
    if (stamp === undefined || page.body.length > this.maxPageBytes) return undefined;
    return this.kept.set(key, { ...page, stamp });
  }

  get size(): number {
    return this.kept.size;
  }
}

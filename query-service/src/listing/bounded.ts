/**
 * Values kept in memory under keys, bounded by count and by bytes (each value's size as `sizeOf`
 * says): past either bound the oldest kept are forgotten first. What list pages and repeated
 * answers are kept in.
 */
export class BoundedMap<V> {
  private readonly values = new Map<string, V>();
  private bytes = 0;

  constructor(
    private readonly sizeOf: (value: V) => number,
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): V | undefined {
    return this.values.get(key);
  }

  /** Keeps `value` under `key` (in place of what was there) and returns it, unless the bounds forgot it at once. */
  set(key: string, value: V): V | undefined {
    this.delete(key);
    this.values.set(key, value);
    this.bytes += this.sizeOf(value);
    for (const oldest of this.values.keys()) {
      if (this.values.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return this.values.get(key);
  }

  /** Forgets what is under `key`; with `only`, only if that is what is there. */
  delete(key: string, only?: V): void {
    const value = this.values.get(key);
    if (value === undefined || (only !== undefined && value !== only)) return;
    this.values.delete(key);
    this.bytes -= this.sizeOf(value);
  }

  get size(): number {
    return this.values.size;
  }
}

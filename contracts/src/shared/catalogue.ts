import type { EventDefinition } from './modules';

/** A stored event that its schema does not accept, even after upcasting: a poisoned event. */
export class EventDecodeError extends Error {
  constructor(
    readonly type: string,
    readonly schemaVersion: number,
    detail: string,
  ) {
    super(
      `Stored event ${type} (schema version ${schemaVersion}) does not match its schema: ${detail}`,
    );
    this.name = 'EventDecodeError';
  }
}

/**
 * Every event type the platform writes, with its schema and upcasters. Reading an event parses
 * it: an old version is upcast step by step to the current one, then checked by its schema, so
 * handlers and deciders only ever see the current shape.
 */
export class EventCatalogue {
  private readonly byType = new Map<string, EventDefinition>();

  constructor(definitions: readonly EventDefinition[]) {
    for (const definition of definitions) {
      if (this.byType.has(definition.type))
        throw new Error(`Event type ${definition.type} is defined twice`);
      this.byType.set(definition.type, definition);
    }
  }

  has(type: string): boolean {
    return this.byType.has(type);
  }

  types(): string[] {
    return [...this.byType.keys()];
  }

  /** The schema version new events of this type are written with. */
  versionOf(type: string): number {
    return this.byType.get(type)?.version ?? 1;
  }

  /** The event's data in the current shape; an event type nobody defines passes through as stored. */
  decode(type: string, data: unknown, schemaVersion = 1): unknown {
    const definition = this.byType.get(type);
    if (!definition) return data;
    let current = data;
    for (let version = schemaVersion; version < definition.version; version++) {
      const upcast = definition.upcasters[version];
      if (!upcast)
        throw new EventDecodeError(type, schemaVersion, `no upcaster from version ${version}`);
      current = upcast(current);
    }
    const parsed = definition.schema.safeParse({ type, data: current });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new EventDecodeError(
        type,
        schemaVersion,
        `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      );
    }
    return parsed.data.data;
  }
}

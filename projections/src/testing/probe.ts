import { readModel } from '@chikoro/contracts';
import type { Projection } from '../runner/projection';

/**
 * A read model of the events it applied (id, school, position) whose handler throws on one chosen
 * event while `broken` says so, counting the attempts at that event.
 */
export function probe(name: string) {
  const state = { poisonedId: '', broken: true, attemptsAtPoison: 0 };
  const projection: Projection = {
    name,
    readModel: readModel(name, [name]),
    version: 1,
    tables: {
      [name]: (t: string) =>
        `CREATE TABLE ${t} (id uuid PRIMARY KEY, school_id uuid, position bigint NOT NULL)`,
    },
    handlers: {},
    async everyEvent(event, { db, tables }) {
      if (event.id === state.poisonedId) {
        state.attemptsAtPoison += 1;
        if (state.broken) throw new Error('cannot apply this event');
      }
      await db.query(`INSERT INTO ${tables[name]!} (id, school_id, position) VALUES ($1, $2, $3)`, [
        event.id,
        event.metadata.schoolId,
        event.position,
      ]);
    },
  };
  return { projection, state };
}

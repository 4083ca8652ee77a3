import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogModel, peopleModel, type Principal } from '@chikoro/contracts';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { allProjections, ensureLiveTables, migrateRunner } from '@chikoro/projections';
import { eventsResource, schoolEventsResource } from '@chikoro/query-service/audit/events';
import { parseListQuery } from '@chikoro/query-service/listing/parse';
import { pageQuery } from '@chikoro/query-service/listing/routes';
import type { ListResource } from '@chikoro/query-service/listing/resource';
import { listResource } from '@chikoro/query-service/module';

/** A value for each filter of the audit log, and the column it narrows the log by. */
const filters: Record<string, [unknown, string]> = {
  schoolId: [randomUUID(), 'school_id'],
  actorId: [randomUUID(), 'actor_id'],
  recordId: [randomUUID(), 'record_id'],
  type: ['SchoolApproved', 'type'],
  actorRole: ['ADMIN', 'actor_role'],
  from: ['2026-01-01', 'occurred_at'],
  to: ['2026-06-30', 'occurred_at'],
};

const superadmin: Principal = { userId: randomUUID(), role: 'SUPERADMIN', schoolId: null };
const admin: Principal = { userId: randomUUID(), role: 'ADMIN', schoolId: randomUUID() };

describe("the audit log's pages", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await migrateRunner(pool);
    for (const projection of allProjections.filter((p) => p.name === auditLogModel.name || p.name === peopleModel.name)) await ensureLiveTables(pool, projection);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  /** The plan of a page as the list route reads it, planned as for a large table: no scan of every row, no sort if avoidable. */
  async function plan(resource: ListResource, principal: Principal, sort: [string, string], filter: Record<string, unknown>): Promise<string> {
    const query = parseListQuery(resource, { sort: JSON.stringify(sort), range: '[0,9]', filter: JSON.stringify(filter) });
    const { sql, values } = pageQuery(resource, principal, query, () => 'NULL AS __checkpoint');
    const client = await pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      await client.query('SET enable_sort = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      client.release();
    }
  }

  for (const [resource, principal] of [[listResource(eventsResource), superadmin], [listResource(schoolEventsResource), admin]] as const) {
    const sorts = Object.keys(resource.sortable);
    it(`${resource.name}: a page of every filter, by date either way, is read in order by the filter's own index, never by sorting the filter's rows`, async () => {
      expect(sorts).toEqual(['occurredAt']);
      for (const field of sorts) {
        for (const order of ['ASC', 'DESC']) {
          for (const [name, [value, column]] of [['none', [undefined, 'occurred_at']] as const, ...Object.entries(filters)]) {
            // A school's admin reads their own school only: another school's id there finds nothing, by no index.
            if (name === 'schoolId' && principal.schoolId) continue;
            const filter = value === undefined ? {} : { [name]: value };
            const text = await plan(resource, principal, [field, order], filter);
            const where = `${resource.name} sorted by ${field} ${order}, filtered by ${JSON.stringify(filter)}:\n${text}`;
            expect(text, where).toMatch(/Index Scan( Backward)? using \S*audit_log\S*/);
            expect(text, where).not.toMatch(/\bSort\b/);
            expect(text, where).not.toContain('Seq Scan on rm_audit_log');
            // The index leads with the filter's own column and goes on by date: the page is its first rows.
            if (resource.name === eventsResource.name) expect(text, where).toMatch(new RegExp(`Index Scan( Backward)? using rm_audit_log_${column}_(occurred_at_)?position_idx`));
          }
        }
      }
    });
  }

  it('refuses a sort by a column no index keeps in order under a filter, naming the sorts there are', () => {
    for (const field of ['type', 'actorRole', 'schoolName', 'position']) {
      expect(() => parseListQuery(listResource(eventsResource), { sort: JSON.stringify([field, 'ASC']) })).toThrow(`Cannot sort events by ${field}. Sortable: id, occurredAt`);
    }
  });
});

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiriesModel, enrolmentRequestsModel, peopleModel, tableOf, type Principal } from '@chikoro/contracts';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { allProjections, ensureLiveTables, migrateRunner } from '@chikoro/projections';
import { peopleResource } from '@chikoro/query-service/audit/events';
import { enquiriesResource } from '@chikoro/query-service/enquiries/enquiries';
import { parseListQuery } from '@chikoro/query-service/listing/parse';
import { pageQuery } from '@chikoro/query-service/listing/routes';
import { listResource } from '@chikoro/query-service/module';
import { enrolmentRequestsResource } from '@chikoro/query-service/schools/enrolmentRequests';

/**
 * The lists that read the whole platform (no school scopes them, so they grow with the country), each
 * with its table and a value for each of its filters but the search, and the column that filter narrows by.
 */
const lists = [
  { resource: listResource(enrolmentRequestsResource), table: tableOf(enrolmentRequestsModel, 'enrolment_requests'), filters: { status: ['PENDING', 'status'] } },
  { resource: listResource(enquiriesResource), table: tableOf(enquiriesModel, 'enquiries'), filters: { status: ['Pending', 'status'] } },
  { resource: listResource(peopleResource), table: tableOf(peopleModel, 'people'), filters: { role: ['TEACHER', 'role'] } },
] as const;

const superadmin: Principal = { userId: randomUUID(), role: 'SUPERADMIN', schoolId: null };

describe('the lists of the whole platform', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await migrateRunner(pool);
    const names: string[] = [enrolmentRequestsModel.name, enquiriesModel.name, peopleModel.name];
    for (const projection of allProjections.filter((p) => names.includes(p.name))) await ensureLiveTables(pool, projection);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  for (const { resource, table, filters } of lists) {
    it(`${resource.name}: a page of every filter but the search, by every sort key either way, is read in order by that filter's own index`, async () => {
      // Every filter but the search is one here: a list given another must say how its pages are read.
      expect(Object.keys(resource.filters).filter((key) => key !== 'q').sort()).toEqual(Object.keys(filters).sort());
      const client = await pool.connect();
      try {
        // Planned as for a large table: no scan of every row, and no sort where an index can give the order.
        await client.query('SET enable_seqscan = off');
        await client.query('SET enable_sort = off');
        for (const field of Object.keys(resource.sortable)) {
          for (const order of ['ASC', 'DESC']) {
            for (const [name, [value, column]] of [['none', [undefined, undefined]] as const, ...Object.entries(filters)]) {
              const filter = value === undefined ? {} : { [name]: value };
              const query = parseListQuery(resource, { sort: JSON.stringify([field, order]), range: '[0,9]', filter: JSON.stringify(filter) });
              const { sql, values } = pageQuery(resource, superadmin, query, () => 'NULL AS __checkpoint');
              const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values);
              const text = rows.map((r) => r['QUERY PLAN']).join('\n');
              const where = `${resource.name} sorted by ${field} ${order}, filtered by ${JSON.stringify(filter)}:\n${text}`;
              expect(text, where).toMatch(new RegExp(`Index Scan( Backward)? using ${table}_${column ?? ''}`));
              expect(text, where).not.toMatch(/\bSort\b/);
              expect(text, where).not.toContain(`Seq Scan on ${table}`);
            }
          }
        }
      } finally {
        client.release();
      }
    });
  }
});

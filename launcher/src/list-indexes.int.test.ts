import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogModel,
  enquiriesModel,
  enrolmentRequestsModel,
  peopleModel,
  tableOf,
  type Principal,
} from '@chikoro/contracts';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { allProjections, ensureLiveTables, migrateRunner } from '@chikoro/projections';
import {
  eventsResource,
  peopleResource,
  schoolEventsResource,
} from '@chikoro/query-service/audit/events';
import { enquiriesResource } from '@chikoro/query-service/enquiries/enquiries';
import { parseListQuery } from '@chikoro/query-service/listing/parse';
import { pageQuery } from '@chikoro/query-service/listing/query';
import { listResource } from '@chikoro/query-service/module';
import { enrolmentRequestsResource } from '@chikoro/query-service/schools/enrolmentRequests';

const superadmin: Principal = { userId: randomUUID(), role: 'SUPERADMIN', schoolId: null };
const admin: Principal = { userId: randomUUID(), role: 'ADMIN', schoolId: randomUUID() };

const auditLog = tableOf(auditLogModel, 'audit_log');
/** The audit log's filters, each with a value and the column it narrows the log by. */
const auditFilters = {
  schoolId: [randomUUID(), 'school_id'],
  actorId: [randomUUID(), 'actor_id'],
  recordId: [randomUUID(), 'record_id'],
  type: ['SchoolApproved', 'type'],
  actorRole: ['ADMIN', 'actor_role'],
  from: ['2026-01-01', 'occurred_at'],
  to: ['2026-06-30', 'occurred_at'],
} as const;
const { schoolId: _, ...ownSchoolFilters } = auditFilters;

/**
 * The lists that grow with the country (no school scopes them, or, for a school's own audit log, the
 * school's whole history): each as its reader reads it, with its table, a value for each filter but
 * the search and the column that filter narrows by, and the indexes a filtered page may be read by.
 */
const lists = [
  {
    resource: listResource(enrolmentRequestsResource),
    reader: superadmin,
    table: tableOf(enrolmentRequestsModel, 'enrolment_requests'),
    filters: { status: ['PENDING', 'status'] },
  },
  {
    resource: listResource(enquiriesResource),
    reader: superadmin,
    table: tableOf(enquiriesModel, 'enquiries'),
    filters: { status: ['Pending', 'status'] },
  },
  {
    resource: listResource(peopleResource),
    reader: superadmin,
    table: tableOf(peopleModel, 'people'),
    filters: { role: ['TEACHER', 'role'] },
  },
  {
    resource: listResource(eventsResource),
    reader: superadmin,
    table: auditLog,
    filters: auditFilters,
  },
  // A school's admin reads their own school's log: its index, or the filter's, goes on by date.
  {
    resource: listResource(schoolEventsResource),
    reader: admin,
    table: auditLog,
    filters: ownSchoolFilters,
    scopedBy: 'school_id',
  },
];

describe('the lists that grow with the country', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await migrateRunner(pool);
    const names: string[] = [
      enrolmentRequestsModel.name,
      enquiriesModel.name,
      peopleModel.name,
      auditLogModel.name,
    ];
    for (const projection of allProjections.filter((p) => names.includes(p.name)))
      await ensureLiveTables(pool, projection);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  for (const { resource, reader, table, filters, scopedBy } of lists) {
    it(`${resource.name}: a page of every filter but the search, by every sort key either way, is read in order by that filter's own index`, async () => {
      // Every filter but the search (and a scope's own) is here: a list given another must say how its pages are read.
      expect(
        Object.keys(resource.filters)
          .filter((key) => key !== 'q' && !(scopedBy && key === 'schoolId'))
          .sort(),
      ).toEqual(Object.keys(filters).sort());
      const client = await pool.connect();
      try {
        // Planned as for a large table: no scan of every row, and no sort where an index can give the order.
        await client.query('SET enable_seqscan = off');
        await client.query('SET enable_sort = off');
        for (const field of Object.keys(resource.sortable)) {
          for (const order of ['ASC', 'DESC']) {
            for (const [name, [value, column]] of [
              ['none', [undefined, undefined]] as const,
              ...Object.entries(filters),
            ]) {
              const filter = value === undefined ? {} : { [name]: value };
              const query = parseListQuery(resource, {
                sort: JSON.stringify([field, order]),
                range: '[0,9]',
                filter: JSON.stringify(filter),
              });
              const { sql, values } = pageQuery(
                resource,
                reader,
                query,
                () => 'NULL AS __checkpoint',
              );
              const { rows } = await client.query<{ 'QUERY PLAN': string }>(
                `EXPLAIN ${sql}`,
                values,
              );
              const text = rows.map((r) => r['QUERY PLAN']).join('\n');
              const where = `${resource.name} sorted by ${field} ${order}, filtered by ${JSON.stringify(filter)}:\n${text}`;
              const leading = [column, scopedBy].filter(Boolean).join('|');
              expect(text, where).toMatch(
                new RegExp(
                  `Index Scan( Backward)? using ${table}_${leading ? `(${leading})_` : ''}`,
                ),
              );
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

  it('the audit log is sorted by date only, and refuses a sort no index keeps in order under a filter', () => {
    const events = listResource(eventsResource);
    expect(Object.keys(events.sortable)).toEqual(['occurredAt']);
    for (const field of ['type', 'actorRole', 'schoolName', 'position']) {
      expect(() => parseListQuery(events, { sort: JSON.stringify([field, 'ASC']) })).toThrow(
        `Cannot sort events by ${field}. Sortable: id, occurredAt`,
      );
    }
  });
});

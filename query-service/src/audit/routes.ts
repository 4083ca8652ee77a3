import { Router } from 'express';
import type pg from 'pg';
import { ValidationError, type AuditEntry } from '@chikoro/contracts';
import { requirePrincipal, type Clock } from '@chikoro/platform';
import { answerStream } from '@chikoro/platform/streaming';
import type { Consistency } from '../consistency';
import { parseListQuery } from '../listing/parse';
import { listOrder, listWhere } from '../listing/query';
import { Params } from '../listing/resource';
import { listResource } from '../module';
import { changesText, csvLine } from './csv';
import { eventsResource, toAuditEntry } from './events';

const events = listResource(eventsResource);

const BATCH = 500;
const header = [
  'occurredAt',
  'type',
  'actorName',
  'actorRole',
  'actorId',
  'schoolName',
  'schoolId',
  'recordType',
  'recordId',
  'recordLabel',
  'summary',
  'changes',
  'position',
  'eventId',
];
const cells = (e: AuditEntry) => [
  e.occurredAt,
  e.type,
  e.actorName,
  e.actorRole,
  e.actorId,
  e.schoolName,
  e.schoolId,
  e.recordType,
  e.recordId,
  e.recordLabel,
  e.summary,
  changesText(e.changes),
  e.position,
  e.id,
];

/**
 * GET /events.csv: the audit log as CSV, with the same filters and sort as GET /events and the same
 * rule (the superadmin only). Read through a cursor and streamed, so a long log never sits in memory.
 * A download the client leaves, or that outlasts `timeLimitMs`, gives its session back at once.
 */
export function auditCsvRoutes(
  pool: pg.Pool,
  consistency: Consistency,
  timeLimitMs: number,
  clock: Clock,
): Router {
  const router = Router();
  router.get('/events.csv', async (req, res) => {
    const principal = requirePrincipal(req.principal, eventsResource.roles);
    const query = parseListQuery(events, {
      ...(req.query as Record<string, unknown>),
      range: undefined,
    });
    await consistency.waitFor(req, res, eventsResource.projection);
    // The CSV is the whole selection: its filters, never a page's ids.
    if ('id' in query.filter)
      throw new ValidationError('Invalid filter: the CSV is filtered by its filters, not by ids');
    const params = new Params();
    const sql = `SELECT ${events.select} FROM ${events.from} ${listWhere(events, principal, query.filter, params)} ${listOrder(events, query.sort)}`;

    const client = await pool.connect();
    const stream = answerStream(res, timeLimitMs);
    try {
      await client.query('BEGIN READ ONLY');
      await client.query(`DECLARE audit_csv NO SCROLL CURSOR FOR ${sql}`, params.values);
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="chikoro-audit-log-${clock.today()}.csv"`,
      );
      await stream.write(`\uFEFF${csvLine(header)}`);
      for (;;) {
        const { rows } = await client.query(`FETCH ${BATCH} FROM audit_csv`);
        for (const row of rows)
          await stream.write(
            csvLine(cells(toAuditEntry(row as Parameters<typeof toAuditEntry>[0]))),
          );
        if (rows.length < BATCH) break;
      }
      await client.query('COMMIT');
      stream.end();
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      if (res.headersSent) res.destroy(error as Error);
      else throw error;
    } finally {
      client.release();
    }
  });
  return router;
}

import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import Papa from 'papaparse';
import {
  DomainError,
  ForbiddenError,
  authMessages,
  importRoles,
  UndoImportInput,
  ValidationError,
  importColumns,
  importKinds,
  importMessages as m,
  type ImportDryRun,
  type ImportKind,
  type ImportStreamLine,
} from '@chikoro/contracts';
import {
  databaseUnavailableProblem,
  isDatabaseUnavailable,
  logger,
  requirePrincipal,
  type Clock,
} from '@chikoro/platform';
import type { EventStore } from '@chikoro/eventstore';
import type pg from 'pg';
import { MAX_FILE_BYTES, commandContextOf } from '../commands/route';
import { readImportFile } from './file';
import { refuseMalformedCells, type Importer, type PreparedRow } from './plan';
import { openBatch, runBatch } from './run';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4 },
  defParamCharset: 'utf8',
});

const NDJSON = 'application/x-ndjson';
/** At most this often a progress line, besides the start's and the last row's. */
const PROGRESS_EVERY_MS = 100;

async function readUpload(req: Request, res: Response) {
  await new Promise<void>((resolve, reject) =>
    upload.single('file')(req, res, (err: unknown) =>
      err ? reject(new ValidationError(m.file, [{ field: 'file', message: m.file }])) : resolve(),
    ),
  );
  const kind = String(req.body?.kind ?? '') as ImportKind;
  if (!importKinds.includes(kind))
    throw new ValidationError(m.kind, [{ field: 'kind', message: m.kind }]);
  if (!req.file) throw new ValidationError(m.file, [{ field: 'file', message: m.file }]);
  // "Import the valid rows, skip the rest": the admin's choice after a dry run that found errors.
  const skipInvalid = String(req.body?.skipInvalid ?? '') === 'true';
  // An interrupted batch to take up again with the rest of its file (its rows already written are not written twice).
  const resume = req.body?.resume === undefined ? undefined : String(req.body.resume).toLowerCase();
  if (resume !== undefined && !UndoImportInput.shape.batchId.safeParse(resume).success)
    throw new ValidationError(m.batchNotFound, [{ field: 'resume', message: m.batchNotFound }]);
  return { kind, fileName: req.file.originalname, bytes: req.file.buffer, skipInvalid, resume };
}

const count = (prepared: PreparedRow[], action: 'create' | 'update' | 'skip') =>
  prepared.filter((p) => p.plan.action === action && p.plan.errors.length === 0).length;

/** A failure once the stream has begun, as the problem handler would have answered it. */
function problemLine(error: unknown): ImportStreamLine {
  if (error instanceof DomainError)
    return { type: 'problem', status: error.status, title: error.title, detail: error.message };
  if (isDatabaseUnavailable(error)) {
    const { status, title, detail } = databaseUnavailableProblem();
    return { type: 'problem', status, title, detail };
  }
  const traceId = randomUUID();
  logger.error({ err: error, traceId }, 'import stopped');
  return {
    type: 'problem',
    status: 500,
    title: 'Internal error',
    detail: 'Something went wrong on our side.',
    traceId,
  };
}

/**
 * The bulk import (spec 001 §2.4–2.6): a dry run that writes nothing, then the import, each row
 * through its module's own registered command, every event carrying the batch id.
 *
 * The import answers JSON once done or, when asked for `application/x-ndjson`, streams a progress
 * line as rows are done and the outcome last: a long file shows real progress over one request,
 * with nothing kept between requests (any replica serves it; the work is the request's own).
 */
export function importRoutes(
  store: EventStore,
  pool: pg.Pool,
  importers: Record<ImportKind, Importer>,
  clock: Clock,
): Router {
  const router = Router();

  const prepare = async (req: Request, res: Response) => {
    const principal = requirePrincipal(req.principal, ['ADMIN', 'BURSAR']);
    const { kind, fileName, bytes, skipInvalid, resume } = await readUpload(req, res);
    // A bursar imports opening balances only; the learners, teachers and parents are the admin's.
    if (!importRoles(kind).includes(principal.role))
      throw new ForbiddenError(authMessages.forbidden);
    const context = commandContextOf(req, clock);
    const rows = await readImportFile(kind, fileName, bytes);
    // A resumed batch's rows are checked knowing the batch: what it wrote already is done, not refused.
    const checking = resume ? { ...context, batchId: resume } : context;
    return {
      kind,
      fileName,
      skipInvalid,
      resume,
      context,
      rows,
      prepared: refuseMalformedCells(kind, rows, await importers[kind].prepare(rows, checking)),
      rowsAtOnce: importers[kind].rowsAtOnce,
    };
  };

  router.post('/imports/dry-run', async (req, res) => {
    const { kind, prepared } = await prepare(req, res);
    const answer: ImportDryRun = {
      kind,
      create: count(prepared, 'create'),
      update: count(prepared, 'update'),
      skip: count(prepared, 'skip'),
      errors: prepared.filter((p) => p.plan.errors.length > 0).length,
      rows: prepared.map((p) => p.plan),
    };
    res.json(answer);
  });

  /**
   * The rows a dry run refused, as a CSV to correct and import again: the template's columns as the
   * file held them (so the corrected file imports as it is), the row's number and its errors.
   */
  router.post('/imports/skipped-rows', async (req, res) => {
    const { kind, fileName, rows, prepared } = await prepare(req, res);
    const cells = new Map(rows.map((r) => [r.row, r.cells]));
    const columns = importColumns[kind];
    const data = prepared
      .filter((p) => p.plan.errors.length > 0)
      .map(({ plan }) => [
        String(plan.row),
        ...columns.map((c) => cells.get(plan.row)?.[c.field] ?? ''),
        plan.errors.map((e) => `${e.column}: ${e.message}`).join('; '),
      ]);
    const csv = Papa.unparse({ fields: ['Row', ...columns.map((c) => c.header), 'Errors'], data });
    const name = `${fileName.replace(/\.(csv|xlsx)$/i, '').replace(/[^\w.-]+/g, '-') || kind}-rows-to-fix.csv`;
    res.type('text/csv; charset=utf-8').attachment(name).send(`\uFEFF${csv}\r\n`);
  });

  router.post('/imports', async (req, res) => {
    const { kind, fileName, skipInvalid, resume, context, prepared, rowsAtOnce } = await prepare(
      req,
      res,
    );
    const faulty = prepared.filter((p) => p.plan.errors.length > 0);
    if (faulty.length > 0 && !skipInvalid) {
      throw new ValidationError(
        m.hasErrors,
        faulty.flatMap((p) =>
          p.plan.errors.map((e) => ({
            field: `row ${p.plan.row}: ${e.column}`,
            message: e.message,
          })),
        ),
      );
    }
    const valid = prepared.filter((p) => p.plan.errors.length === 0);
    if (valid.length === 0)
      throw new ValidationError(m.noValidRows, [{ field: 'file', message: m.noValidRows }]);
    const run = {
      batchId: resume ?? randomUUID(),
      kind,
      fileName,
      rows: valid,
      invalid: faulty.length,
      context,
      clock,
      rowsAtOnce,
    };
    // Opened before any answer begins: a refusal (another school's batch, one still running, one finished) is a plain problem.
    const opened = await openBatch(store, pool, run, resume ? importers[kind] : undefined);
    if (req.accepts(['application/json', NDJSON]) !== NDJSON) {
      const outcome = await runBatch(store, opened);
      res.status(outcome.created + outcome.updated > 0 ? 201 : 200).json(outcome);
      return;
    }
    // Proxies (the compose nginx among them) pass each line on as it comes, untransformed.
    res
      .status(200)
      .type(NDJSON)
      .set({ 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    const send = (line: ImportStreamLine) => {
      if (!res.destroyed) res.write(`${JSON.stringify(line)}\n`);
    };
    let last = 0;
    try {
      const outcome = await runBatch(store, {
        ...opened,
        onProgress(done, total) {
          const now = performance.now();
          if (done > 0 && done < total && now - last < PROGRESS_EVERY_MS) return;
          last = now;
          send({ type: 'progress', done, total });
        },
      });
      send({ type: 'outcome', ...outcome });
    } catch (error) {
      send(problemLine(error));
    } finally {
      res.end();
    }
  });

  return router;
}

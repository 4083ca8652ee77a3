import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import {
  ValidationError, importKinds, importMessages as m, importStream,
  type CommandContext, type ImportKind,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { EventStore } from '@chikoro/eventstore';
import { executeCommand } from '../commands/execute';
import { MAX_FILE_BYTES, commandContextOf } from '../commands/route';
import { batchDecider, type BatchCommand } from './batch';
import { readImportFile } from './file';
import type { Importer, PreparedRow } from './plan';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4 }, defParamCharset: 'utf8' });

const batch = { streamId: (c: BatchCommand) => importStream(c.batchId), decider: batchDecider };

async function readUpload(req: Request, res: Response) {
  await new Promise<void>((resolve, reject) => upload.single('file')(req, res, (err: unknown) => (err ? reject(new ValidationError(m.file, [{ field: 'file', message: m.file }])) : resolve())));
  const kind = String(req.body?.kind ?? '') as ImportKind;
  if (!importKinds.includes(kind)) throw new ValidationError(m.kind, [{ field: 'kind', message: m.kind }]);
  if (!req.file) throw new ValidationError(m.file, [{ field: 'file', message: m.file }]);
  return { kind, fileName: req.file.originalname, bytes: req.file.buffer };
}

const summary = (prepared: PreparedRow[]) => ({
  create: prepared.filter((p) => p.plan.action === 'create' && p.plan.errors.length === 0).length,
  skip: prepared.filter((p) => p.plan.action === 'skip').length,
  errors: prepared.filter((p) => p.plan.errors.length > 0).length,
});

/**
 * The bulk import (spec 001 §2.4–2.6): a dry run that writes nothing, then the import, each row
 * through its module's own registered command, every event carrying the batch id.
 */
export function importRoutes(store: EventStore, importers: Record<ImportKind, Importer>): Router {
  const router = Router();

  const prepare = async (req: Request, res: Response) => {
    requirePrincipal(req.principal, ['ADMIN']);
    const { kind, fileName, bytes } = await readUpload(req, res);
    const context = commandContextOf(req);
    const rows = await readImportFile(kind, fileName, bytes);
    return { kind, fileName, context, prepared: await importers[kind].prepare(rows, context) };
  };

  router.post('/imports/dry-run', async (req, res) => {
    const { kind, prepared } = await prepare(req, res);
    res.json({ kind, ...summary(prepared), rows: prepared.map((p) => p.plan) });
  });

  router.post('/imports', async (req, res) => {
    const { kind, fileName, context, prepared } = await prepare(req, res);
    const faulty = prepared.filter((p) => p.plan.errors.length > 0);
    if (faulty.length > 0) {
      throw new ValidationError(m.hasErrors, faulty.flatMap((p) => p.plan.errors.map((e) => ({ field: `row ${p.plan.row}: ${e.column}`, message: e.message }))));
    }
    const batchId = randomUUID();
    const ctx: CommandContext = { ...context, batchId };
    await executeCommand(store, batch, { type: 'StartImport', batchId, schoolId: context.schoolId ?? '', kind, fileName, rows: prepared.length }, ctx);
    const streams: string[] = [];
    let failed = 0;
    for (const row of prepared) {
      if (!row.run) continue;
      try {
        streams.push(...(await row.run({ ...ctx, now: new Date().toISOString() })));
      } catch {
        failed += 1;
      }
    }
    const counts = { created: streams.length, skipped: prepared.length - streams.length - failed, failed };
    await executeCommand(store, batch, { type: 'CompleteImport', batchId, ...counts, streams }, ctx);
    res.status(streams.length > 0 ? 201 : 200).json({ batchId, ...counts });
  });

  return router;
}

import type express from 'express';
import { Router, type Request } from 'express';
import multer from 'multer';
import { NotFoundError, PayloadTooLargeError, ValidationError, fileMessages, type CommandContext } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import type { EventStore } from '@chikoro/eventstore';
import { executeCommand } from './execute';
import { type IdempotentAnswers, readIdempotencyKey } from './idempotency';
import type { CommandRegistry } from './registry';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_FILE_BYTES, files: 4, fields: 60, fieldSize: 64 * 1024, parts: 70 },
});

function contextOf(req: Request): CommandContext {
  const p = req.principal;
  return {
    actorId: p?.userId ?? null,
    actorRole: p?.role ?? 'PUBLIC',
    schoolId: p?.schoolId ?? null,
    now: new Date().toISOString(),
  };
}

/** Multer's limits become problems with the spec's messages instead of raw errors. */
function multipart(req: Request, res: express.Response): Promise<void> {
  return new Promise((resolve, reject) => {
    upload.any()(req, res, (err: unknown) => {
      if (!err) return resolve();
      if (err instanceof multer.MulterError) {
        const field = err.field ?? '_';
        if (err.code === 'LIMIT_FILE_SIZE') {
          return reject(new PayloadTooLargeError(fileMessages.size, [{ field, message: fileMessages.size }]));
        }
        return reject(new ValidationError(`The upload was refused: ${err.message}`, [{ field, message: err.message }]));
      }
      reject(err);
    });
  });
}

/** POST /commands/<Type>: authorise, parse, decide, append; answers { streamId, position, ... }. */
export function commandRoutes(store: EventStore, registry: CommandRegistry, answers: IdempotentAnswers): Router {
  const router = Router();
  router.post('/commands/:type', async (req, res) => {
    const type = String(req.params.type);
    const definition = registry.get(type);
    if (!definition) throw new NotFoundError(`Unknown command type: ${type}`);
    if (definition.access !== 'public') requirePrincipal(req.principal, definition.access);
    const key = readIdempotencyKey(req.headers['idempotency-key']);
    const actor = req.principal?.userId ?? null;
    if (key) {
      const earlier = await answers.find(key, type, actor);
      if (earlier) {
        res.status(200).json(earlier);
        return;
      }
    }
    if (req.is('multipart/form-data')) {
      if (!definition.multipart) throw new ValidationError(`${type} takes JSON, not multipart`);
      await multipart(req, res);
    } else if (!req.is('application/json') && req.headers['content-length'] !== '0' && req.body === undefined) {
      throw new ValidationError('Send the command as JSON (Content-Type: application/json)');
    }
    const context = contextOf(req);
    const command = await definition.parse(req, context);
    const { result, revealed } = await executeCommand(store, definition, command, context, key);
    if (key) await answers.remember(key, type, actor, result);
    res.status(result.appended > 0 ? 201 : 200).json({ ...result, ...revealed });
  });
  return router;
}

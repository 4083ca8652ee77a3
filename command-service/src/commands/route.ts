import type express from 'express';
import { Router, type Request } from 'express';
import multer from 'multer';
import {
  NotFoundError,
  PayloadTooLargeError,
  StillProcessingError,
  ValidationError,
  fileMessages,
  type CommandContext,
} from '@chikoro/contracts';
import { assertWellFormedInput, requestId, requirePrincipal, type Clock } from '@chikoro/platform';
import type { EventStore } from '@chikoro/eventstore';
import { stagedFilesOf } from '../files/store';
import { executeCommand, type PlannedAnswer } from './execute';
import { faultPoint } from './fault';
import { type IdempotentAnswers, readIdempotencyKey, requestFingerprint } from './idempotency';
import type { CommandRegistry, RegisteredCommand } from './registry';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const malformedUploadMessage =
  'The upload is not valid multipart/form-data: send the form again.';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_FILE_BYTES, files: 4, fields: 60, fieldSize: 64 * 1024, parts: 70 },
  // Browsers send file names as UTF-8; busboy's default (latin1) turned `ñ` into `Ã±`.
  defParamCharset: 'utf8',
});

/** The actor and the school of a command, from the verified token, and the time by the platform's clock: set here, at the edge. */
export function commandContextOf(req: Request, clock: Clock): CommandContext {
  const p = req.principal;
  return {
    actorId: p?.userId ?? null,
    actorRole: p?.role ?? 'PUBLIC',
    schoolId: p?.schoolId ?? null,
    now: clock.now().toISOString(),
    correlationId: requestId(req),
  };
}

/**
 * Multer's limits become problems with the spec's messages; a body that is not multipart at all
 * (no boundary, cut short, a part without headers) is a 400, not an error of ours.
 */
function multipart(req: Request, res: express.Response): Promise<void> {
  return new Promise((resolve, reject) => {
    upload.any()(req, res, (err: unknown) => {
      if (!err) return resolve();
      if (err instanceof multer.MulterError) {
        const field = err.field ?? '_';
        if (err.code === 'LIMIT_FILE_SIZE') {
          return reject(
            new PayloadTooLargeError(fileMessages.size, [{ field, message: fileMessages.size }]),
          );
        }
        return reject(
          new ValidationError(`The upload was refused: ${err.message}`, [
            { field, message: err.message },
          ]),
        );
      }
      reject(new ValidationError(malformedUploadMessage));
    });
  });
}

function uploadedFiles(req: Request): Express.Multer.File[] {
  return Array.isArray(req.files) ? req.files : [];
}

/** Reads the body (JSON, or multipart where the command takes files) and refuses text the store cannot hold. */
async function readBody(
  req: Request,
  res: express.Response,
  definition: RegisteredCommand,
): Promise<void> {
  if (req.is('multipart/form-data')) {
    if (!definition.multipart)
      throw new ValidationError(`${definition.type} takes JSON, not multipart`);
    await multipart(req, res);
    assertWellFormedInput(req.body);
    assertWellFormedInput(
      uploadedFiles(req).map((f) => ({ field: f.fieldname, name: f.originalname })),
    );
  } else if (
    !req.is('application/json') &&
    req.headers['content-length'] !== '0' &&
    req.body === undefined
  ) {
    throw new ValidationError('Send the command as JSON (Content-Type: application/json)');
  }
}

/** POST /commands/<Type>: authorise, parse, decide, append; answers { streamId, position, ... }. */
export function commandRoutes(
  store: EventStore,
  registry: CommandRegistry,
  answers: IdempotentAnswers,
  clock: Clock,
): Router {
  const router = Router();
  router.post('/commands/:type', async (req, res) => {
    const type = String(req.params.type);
    const definition = registry.get(type);
    if (!definition) throw new NotFoundError(`Unknown command type: ${type}`);
    if (definition.access !== 'public') requirePrincipal(req.principal, definition.access);
    const key = readIdempotencyKey(req.headers['idempotency-key']);
    await readBody(req, res, definition);
    const actor = req.principal?.userId ?? null;
    const fingerprint = key ? requestFingerprint(type, req.body, uploadedFiles(req)) : undefined;
    if (key && fingerprint) {
      const earlier = await answers.claim(key, actor, fingerprint).catch((error: unknown) => {
        if (error instanceof StillProcessingError)
          res.setHeader('Retry-After', String(error.retryAfterSeconds));
        throw error;
      });
      if (earlier) {
        res.status(200).json(earlier);
        return;
      }
    }
    try {
      const context = commandContextOf(req, clock);
      const command = await definition.parse(req, context);
      assertWellFormedInput(command);
      const idempotencyKey =
        key && fingerprint ? answers.storeKey(key, actor, fingerprint) : undefined;
      const options = {
        idempotencyKey,
        files: stagedFilesOf(req),
        beforeAppend: key
          ? (planned: PlannedAnswer) => answers.plan(key, actor, planned)
          : undefined,
      };
      const result = definition.execute
        ? await definition.execute(command, context, options)
        : await executeCommand(store, definition, command, context, options);
      if (key) {
        faultPoint('after-append');
        await answers.remember(key, actor, result);
      }
      // Shown in this answer only: what `reveal` adds is never remembered for a replay.
      const revealed =
        definition.reveal && result.appended > 0 ? await definition.reveal(command) : {};
      res.status(result.appended > 0 ? 201 : 200).json({ ...result, ...revealed });
    } catch (error) {
      if (key) await answers.release(key, actor);
      throw error;
    }
  });
  return router;
}

import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  NotFoundError,
  Role,
  ValidationError,
  documentMessages as m,
  fieldErrorsFrom,
  visibleDocumentKinds,
  type DocumentCommand,
  type DocumentEvent,
  commandMap,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { requirePrincipal } from '@chikoro/platform';
import { fold } from '../commands/decider';
import { INVALID_INPUT, parseInput } from '../commands/parse';
import type { CommandRegistry } from '../commands/registry';
import { sendFile } from '../files/routes';
import type { FileStore } from '../files/store';
import { documentDecider } from './decide';
import { documentStream, type DocumentState } from './document';
import { checkDocumentFile } from './upload';

type C<T extends DocumentCommand['type']> = Extract<DocumentCommand, { type: T }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The school's admin uploads, shares and takes down the school's documents. */
export function registerDocumentCommands(
  registry: CommandRegistry,
  deps: { files: FileStore },
): void {
  const common = {
    decider: documentDecider,
    streamId: (c: DocumentCommand) => documentStream(c.documentId),
    answer: (c: DocumentCommand) => ({ documentId: c.documentId }),
  };

  registry.register<C<'UploadDocument'>, DocumentState, DocumentEvent>({
    ...common,
    type: 'UploadDocument',
    async parse(req, context) {
      const parsed = commandMap.UploadDocument.input.safeParse(req.body ?? {});
      const upload = await checkDocumentFile(req.files);
      if (!parsed.success || upload.errors.length > 0) {
        const fieldErrors = parsed.success ? [] : fieldErrorsFrom(parsed.error.issues);
        if (fieldErrors.length === 0) throw upload.problem(upload.errors);
        throw new ValidationError(INVALID_INPUT, [...fieldErrors, ...upload.errors]);
      }
      const file = deps.files.stage(req, { ...upload.file!, ownerSchoolId: context.schoolId });
      return { type: 'UploadDocument', documentId: randomUUID(), ...parsed.data, file };
    },
  });

  registry.register<C<'ChangeDocumentVisibility'>, DocumentState, DocumentEvent>({
    ...common,
    type: 'ChangeDocumentVisibility',
    parse: (req) => ({
      type: 'ChangeDocumentVisibility',
      ...parseInput('ChangeDocumentVisibility', req.body),
    }),
  });

  registry.register<C<'RemoveDocument'>, DocumentState, DocumentEvent>({
    ...common,
    type: 'RemoveDocument',
    parse: (req) => ({ type: 'RemoveDocument', ...parseInput('RemoveDocument', req.body) }),
  });
}

/**
 * GET /files/documents/<documentId>: the file of a document the reader may see, as a download.
 * The document's own stream decides: a document of another school, one taken down, or a staff
 * document asked for by a student or a parent is "not found", never a hint that it exists.
 */
export function documentDownloadRoutes(store: EventStore, files: FileStore): Router {
  const router = Router();
  router.get('/files/documents/:documentId', async (req, res) => {
    const principal = requirePrincipal(req.principal, Role.options);
    const id = String(req.params.documentId);
    if (!UUID.test(id)) throw new NotFoundError(m.notFound);
    const state = fold(
      documentDecider,
      (await store.readStream(documentStream(id))).map(decodeEvent),
    );
    const visible =
      state.status === 'Shared' &&
      (principal.role === 'SUPERADMIN' ||
        (state.schoolId === principal.schoolId &&
          visibleDocumentKinds(principal.role).includes(state.visibility)));
    if (!visible) throw new NotFoundError(m.notFound);
    const file = await files.load(state.file.fileId);
    res.setHeader('Cache-Control', 'private, no-store');
    sendFile(res, file, 'attachment');
  });
  return router;
}

import {
  ConflictError,
  NotFoundError,
  documentMessages as m,
  type CommandContext,
  type DocumentCommand,
  type DocumentEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { ownSchool } from '../scope';
import { evolveDocument, initialDocumentState, type DocumentState } from './document';

type Command<T extends DocumentCommand['type']> = Extract<DocumentCommand, { type: T }>;

/** Another school's document, or one taken down, is "not found": it is nobody's to change here. */
function ownDocument(
  state: DocumentState,
  context: CommandContext,
): Extract<DocumentState, { status: 'Shared' }> {
  if (state.status !== 'Shared' || !ownSchool(state, context))
    throw new NotFoundError(m.notFound, [{ field: 'documentId', message: m.notFound }]);
  return state;
}

function upload(
  command: Command<'UploadDocument'>,
  state: DocumentState,
  context: CommandContext,
): DocumentEvent[] {
  if (state.status !== 'Initial') throw new ConflictError('This document is already uploaded');
  const { documentId, title, description, visibility, file } = command;
  return [
    {
      type: 'DocumentUploaded',
      data: {
        schoolId: context.schoolId ?? '',
        documentId,
        title,
        ...(description ? { description } : {}),
        visibility,
        file,
        uploadedAt: context.now,
      },
    },
  ];
}

/** The same visibility again is nothing to do. */
function changeVisibility(
  command: Command<'ChangeDocumentVisibility'>,
  state: DocumentState,
  context: CommandContext,
): DocumentEvent[] {
  const document = ownDocument(state, context);
  if (document.visibility === command.visibility) return [];
  const { schoolId, documentId, title, visibility: before } = document;
  return [
    {
      type: 'DocumentVisibilityChanged',
      data: {
        schoolId,
        documentId,
        title,
        before,
        visibility: command.visibility,
        changedAt: context.now,
      },
    },
  ];
}

/** Removing a removed document has nothing to do (a second click, a retry). */
function remove(
  _command: Command<'RemoveDocument'>,
  state: DocumentState,
  context: CommandContext,
): DocumentEvent[] {
  if (state.status === 'Removed' && ownSchool(state, context)) return [];
  const { schoolId, documentId, title, visibility } = ownDocument(state, context);
  return [
    {
      type: 'DocumentRemoved',
      data: { schoolId, documentId, title, visibility, removedAt: context.now },
    },
  ];
}

export function decideDocument(
  command: DocumentCommand,
  state: DocumentState,
  context: CommandContext,
): DocumentEvent[] {
  switch (command.type) {
    case 'UploadDocument':
      return upload(command, state, context);
    case 'ChangeDocumentVisibility':
      return changeVisibility(command, state, context);
    case 'RemoveDocument':
      return remove(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled document command ${JSON.stringify(unknown)}`);
    }
  }
}

export const documentDecider: Decider<DocumentState, DocumentCommand, DocumentEvent> = {
  initialState: initialDocumentState,
  decide: decideDocument,
  evolve: evolveDocument,
};

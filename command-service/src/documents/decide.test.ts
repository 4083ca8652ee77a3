import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  type CommandContext,
  type DocumentCommand,
  type DocumentEvent,
} from '@chikoro/contracts';
import { documentDecider } from './decide';

const schoolId = 'a1a1a1a1-0000-4000-8000-000000000001';
const otherSchool = 'a2a2a2a2-0000-4000-8000-000000000002';
const documentId = 'd0c0d0c0-0000-4000-8000-000000000001';
const admin: CommandContext = {
  actorId: 'e1e1e1e1-0000-4000-8000-000000000001',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-11-23T09:00:00.000Z',
};
const file = {
  fileId: 'f1f1f1f1-0000-4000-8000-000000000001',
  fileName: 'calendar.pdf',
  contentType: 'application/pdf',
  size: 1234,
};

const uploaded: DocumentEvent = {
  type: 'DocumentUploaded',
  data: {
    schoolId,
    documentId,
    title: 'School calendar 2026',
    visibility: 'FAMILIES',
    file,
    uploadedAt: '2026-11-20T08:00:00.000Z',
  },
};
const removed: DocumentEvent = {
  type: 'DocumentRemoved',
  data: {
    schoolId,
    documentId,
    title: 'School calendar 2026',
    visibility: 'FAMILIES',
    removedAt: '2026-11-21T08:00:00.000Z',
  },
};

function given(events: DocumentEvent[]) {
  const state = events.reduce(documentDecider.evolve, documentDecider.initialState);
  return {
    when: (command: DocumentCommand, context = admin) =>
      documentDecider.decide(command, state, context),
  };
}

describe('uploading a document', () => {
  const upload: DocumentCommand = {
    type: 'UploadDocument',
    documentId,
    title: 'School calendar 2026',
    description: 'Term dates',
    visibility: 'FAMILIES',
    file,
  };
  it('records it for the admin’s school with who may see it and its file', () => {
    expect(given([]).when(upload)).toEqual([
      {
        type: 'DocumentUploaded',
        data: {
          schoolId,
          documentId,
          title: 'School calendar 2026',
          description: 'Term dates',
          visibility: 'FAMILIES',
          file,
          uploadedAt: admin.now,
        },
      },
    ]);
  });
  it('cannot be uploaded twice under the same id', () => {
    expect(() => given([uploaded]).when(upload)).toThrow(ConflictError);
  });
});

describe('when a families document is shared', () => {
  it('is made staff only, with who could see it before', () => {
    expect(
      given([uploaded]).when({ type: 'ChangeDocumentVisibility', documentId, visibility: 'STAFF' }),
    ).toEqual([
      {
        type: 'DocumentVisibilityChanged',
        data: {
          schoolId,
          documentId,
          title: 'School calendar 2026',
          before: 'FAMILIES',
          visibility: 'STAFF',
          changedAt: admin.now,
        },
      },
    ]);
  });
  it('has nothing to do when it already has that visibility', () => {
    expect(
      given([uploaded]).when({
        type: 'ChangeDocumentVisibility',
        documentId,
        visibility: 'FAMILIES',
      }),
    ).toEqual([]);
  });
  it('is taken down', () => {
    expect(given([uploaded]).when({ type: 'RemoveDocument', documentId })).toEqual(
      [removed].map((e) => ({ ...e, data: { ...e.data, removedAt: admin.now } })),
    );
  });
  it("is not found for another school's admin, whatever the command", () => {
    const other = { ...admin, schoolId: otherSchool };
    expect(() =>
      given([uploaded]).when(
        { type: 'ChangeDocumentVisibility', documentId, visibility: 'STAFF' },
        other,
      ),
    ).toThrow(NotFoundError);
    expect(() => given([uploaded]).when({ type: 'RemoveDocument', documentId }, other)).toThrow(
      NotFoundError,
    );
  });
});

describe('when the document was removed', () => {
  it('removing it again has nothing to do', () => {
    expect(given([uploaded, removed]).when({ type: 'RemoveDocument', documentId })).toEqual([]);
  });
  it('its visibility can no longer change', () => {
    expect(() =>
      given([uploaded, removed]).when({
        type: 'ChangeDocumentVisibility',
        documentId,
        visibility: 'STAFF',
      }),
    ).toThrow('No such document in this school');
  });
});

describe('when there is no such document', () => {
  it('nothing can be changed or removed', () => {
    expect(() => given([]).when({ type: 'RemoveDocument', documentId })).toThrow(NotFoundError);
    expect(() =>
      given([]).when({ type: 'ChangeDocumentVisibility', documentId, visibility: 'STAFF' }),
    ).toThrow(NotFoundError);
  });
});

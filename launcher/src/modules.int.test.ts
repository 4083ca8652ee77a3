import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConflictError,
  commandAnswer,
  readModel,
  tableOf,
  type CommandContext,
} from '@chikoro/contracts';
import type { CommandModule } from '@chikoro/command-service/app';
import { commandModules } from '@chikoro/command-service/modules';
import { parseWith } from '@chikoro/command-service/commands/parse';
import { defineProjection, projectionModules, type ProjectionModule } from '@chikoro/projections';
import { listResource, type QueryModule } from '@chikoro/query-service/app';
import { queryModules } from '@chikoro/query-service/modules';
import { startTestPlatform, type TestPlatform } from './testing/harness';

/*
 * A new business module, written the way the module recipe in docs/architecture.md says: a command with its decider, a
 * projection with its table, a list resource, audit words. It joins each service's list of modules
 * with one line and nothing else changes.
 */
const notesModel = readModel('test-notes', ['test_notes']);
const PinNoteInput = z.strictObject({
  noteId: z.string().uuid(),
  text: z.string().min(1).max(200),
});
type PinNote = z.infer<typeof PinNoteInput> & { type: 'PinNote' };
type NotePinned = {
  type: 'NotePinned';
  data: { noteId: string; schoolId: string; text: string; pinnedAt: string };
};
type NoteState = { pinned: boolean };

const notesCommands: CommandModule = {
  register(registry) {
    registry.register<PinNote, NoteState, NotePinned>(
      {
        type: 'PinNote',
        parse: (req) => ({ type: 'PinNote', ...parseWith(PinNoteInput, req.body) }),
        streamId: (c) => `test-note-${c.noteId}`,
        decider: {
          initialState: { pinned: false },
          decide(command: PinNote, state: NoteState, context: CommandContext): NotePinned[] {
            if (state.pinned) throw new ConflictError('This note is already pinned.');
            return [
              {
                type: 'NotePinned',
                data: {
                  noteId: command.noteId,
                  schoolId: context.schoolId ?? 'platform',
                  text: command.text,
                  pinnedAt: context.now,
                },
              },
            ];
          },
          evolve: (state, event) => (event.type === 'NotePinned' ? { pinned: true } : state),
        },
      },
      { input: PinNoteInput, answer: commandAnswer({}), access: ['ADMIN', 'SUPERADMIN'] },
    );
  },
};

const notes = defineProjection<NotePinned>()({
  readModel: notesModel,
  version: 1,
  tables: {
    test_notes: (t) =>
      `CREATE TABLE ${t} (id uuid PRIMARY KEY, text text NOT NULL, school_id text NOT NULL)`,
  },
  handlers: {
    async NotePinned(event, { db, tables }) {
      // Inserted once per note.
      await db.query(
        `INSERT INTO ${tables.test_notes} (id, text, school_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
        [event.data.noteId, event.data.text, event.data.schoolId],
      );
    },
  },
});
const notesProjections: ProjectionModule = {
  projections: [notes],
  audit: {
    NotePinned: (data, record) => ({
      summary: `Note pinned: '${String(data.text)}'`,
      changes: [],
      record,
    }),
  },
};

const notesQueries: QueryModule = {
  resources: [
    listResource<{ id: string; text: string }>({
      name: 'test-notes',
      roles: ['SUPERADMIN'],
      projection: notesModel.name,
      from: tableOf(notesModel, 'test_notes'),
      select: 'id, text',
      idColumn: 'id',
      sortable: { id: 'id', text: 'text' },
      defaultSort: ['text', 'ASC'],
      filters: {},
      scope: () => undefined,
      toRecord: (row) => row,
    }),
  ],
};

let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await startTestPlatform(
    {},
    {
      commands: [...commandModules, notesCommands],
      projections: [...projectionModules, notesProjections],
      queries: [...queryModules, notesQueries],
    },
  );
  token = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

describe('a module added with one line in each list', () => {
  it('takes its command, fills its read model, serves its list and speaks in the audit log', async () => {
    const noteId = randomUUID();
    const sent = await t.request('/api/commands/PinNote', {
      json: { noteId, text: 'Sports day on Friday' },
      token,
    });
    expect(sent.status).toBe(201);
    const consistent = { 'X-Consistent-After': String(sent.body.position) };

    const list = await t.request('/api/test-notes', { token, headers: consistent });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: noteId, text: 'Sports day on Friday' }]);

    const audit = await t.request(
      `/api/events?filter=${encodeURIComponent(JSON.stringify({ type: 'NotePinned' }))}`,
      { token, headers: consistent },
    );
    expect(audit.body.map((row: { summary: string }) => row.summary)).toEqual([
      "Note pinned: 'Sports day on Friday'",
    ]);
  });

  it('runs its decider’s rules like any other module: a second pin is refused', async () => {
    const noteId = randomUUID();
    expect(
      (await t.request('/api/commands/PinNote', { json: { noteId, text: 'Once' }, token })).status,
    ).toBe(201);
    const again = await t.request('/api/commands/PinNote', {
      json: { noteId, text: 'Twice' },
      token,
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This note is already pinned.');
  });
});

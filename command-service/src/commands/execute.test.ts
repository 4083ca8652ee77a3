import { describe, expect, it } from 'vitest';
import { ConcurrencyConflictError, ConflictError, type CommandContext } from '@chikoro/contracts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
} from '@chikoro/eventstore';
import { StagedFiles } from '../files/store';
import { executeCommand } from './execute';
import type { CommandDefinition } from './registry';

const context: CommandContext = {
  actorId: null,
  actorRole: 'PUBLIC',
  schoolId: null,
  now: '2026-03-01T08:00:00.000Z',
};

/** A store holding no streams, whose append answers as told. */
function storeThat(append: () => Promise<AppendResult>): EventStore {
  return { readStream: async () => [], appendToStream: append } as unknown as EventStore;
}
const appended = async (): Promise<AppendResult> => ({
  streamId: 'thing-1',
  nextRevision: 0,
  position: 7,
  replayed: false,
});

/** A file store that records what it was asked to do. */
function recordingFiles() {
  const log: string[] = [];
  const staged = new StagedFiles({
    insert: async (id) => void log.push(`insert ${id}`),
    remove: async (ids) => void log.push(`remove ${ids.join(',')}`),
  });
  const logo = staged.add({
    fileName: 'crest.png',
    contentType: 'image/png',
    bytes: Buffer.from('png'),
    ownerSchoolId: null,
  });
  return { log, staged, logoId: logo.fileId };
}

function definition(decide: () => { type: string; data: unknown }[]): CommandDefinition {
  return {
    type: 'DoThing',
    parse: () => ({}),
    streamId: () => 'thing-1',
    decider: { initialState: {}, evolve: (s) => s, decide },
  };
}

describe('the files a command brought', () => {
  it('are never stored when the decider refuses', async () => {
    const { log, staged } = recordingFiles();
    const refusing = definition(() => {
      throw new ConflictError('Already done.');
    });
    await expect(
      executeCommand(storeThat(appended), refusing, {}, context, { files: staged }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(log).toEqual([]);
  });

  it('are stored, then removed, when the append loses a race', async () => {
    const { log, staged, logoId } = recordingFiles();
    const racing = storeThat(async () => {
      throw new WrongExpectedRevisionError('thing-1', 'no_stream', 0);
    });
    const run = executeCommand(
      racing,
      definition(() => [{ type: 'ThingDone', data: {} }]),
      {},
      context,
      { files: staged },
    );
    await expect(run).rejects.toBeInstanceOf(ConcurrencyConflictError);
    expect(log).toEqual([`insert ${logoId}`, `remove ${logoId}`]);
  });

  it('are stored and kept when the change is appended', async () => {
    const { log, staged, logoId } = recordingFiles();
    const result = await executeCommand(
      storeThat(appended),
      definition(() => [{ type: 'ThingDone', data: {} }]),
      {},
      context,
      { files: staged },
    );
    expect(result).toEqual({ streamId: 'thing-1', position: 7, appended: 1 });
    expect(log).toEqual([`insert ${logoId}`]);
  });

  it('are not stored when there is nothing to do', async () => {
    const { log, staged } = recordingFiles();
    await executeCommand(
      storeThat(appended),
      definition(() => []),
      {},
      context,
      { files: staged },
    );
    expect(log).toEqual([]);
  });
});

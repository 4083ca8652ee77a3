import { randomUUID } from 'node:crypto';
import {
  SAMPLE_GRADING_SCALE, classStream, eventCatalogue, schoolSetupStream, type ClassArchived, type ClassCreated, type LevelDefined,
} from '@chikoro/contracts';
import type { TestPlatform } from './harness';

/**
 * Levels and classes for school-side tests, written as the set-up and classes modules write them
 * (the contracts' event shapes and the command metadata), until their commands are on the platform.
 */
async function append(t: TestPlatform, streamId: string, schoolId: string, event: LevelDefined | ClassCreated | ClassArchived): Promise<number> {
  const metadata = {
    actorId: null, actorRole: 'ADMIN' as const, schoolId, correlationId: randomUUID(), causationId: null,
    occurredAt: new Date().toISOString(), schemaVersion: eventCatalogue.versionOf(event.type),
  };
  const result = await t.platform.store.appendToStream(streamId, [{ type: event.type, data: event.data, metadata }], { expectedRevision: 'any' });
  return result.position;
}

export async function defineLevel(t: TestPlatform, schoolId: string, name: string): Promise<string> {
  const levelId = randomUUID();
  await append(t, schoolSetupStream(schoolId), schoolId, {
    type: 'LevelDefined',
    data: { schoolId, levelId, name, gradingScale: { version: 1, rows: SAMPLE_GRADING_SCALE }, definedAt: new Date().toISOString() },
  });
  return levelId;
}

export async function createClass(t: TestPlatform, schoolId: string, levelId: string, name: string): Promise<string> {
  const classId = randomUUID();
  await append(t, classStream(classId), schoolId, { type: 'ClassCreated', data: { schoolId, classId, levelId, name, createdAt: new Date().toISOString() } });
  return classId;
}

export async function archiveClass(t: TestPlatform, schoolId: string, classId: string, name: string): Promise<number> {
  return append(t, classStream(classId), schoolId, { type: 'ClassArchived', data: { schoolId, classId, name, archivedAt: new Date().toISOString() } });
}

/** A level and one class in it. */
export async function levelWithClass(t: TestPlatform, schoolId: string, level: string, className: string) {
  const levelId = await defineLevel(t, schoolId, level);
  return { levelId, classId: await createClass(t, schoolId, levelId, className) };
}

import { randomUUID } from 'node:crypto';
import { SAMPLE_GRADING_SCALE, classStream, eventCatalogue, type ClassArchived, type ClassCreated } from '@chikoro/contracts';
import type { TestPlatform } from './harness';
import type { ApprovedSchool } from './schools';

/**
 * Classes for school-side tests, written as the classes module writes them (the contracts' event
 * shapes and the command metadata) until its commands are on the platform; levels by DefineLevel.
 */
async function append(t: TestPlatform, streamId: string, schoolId: string, event: ClassCreated | ClassArchived): Promise<number> {
  const metadata = {
    actorId: null, actorRole: 'ADMIN' as const, schoolId, correlationId: randomUUID(), causationId: null,
    occurredAt: new Date().toISOString(), schemaVersion: eventCatalogue.versionOf(event.type),
  };
  const result = await t.platform.store.appendToStream(streamId, [{ type: event.type, data: event.data, metadata }], { expectedRevision: 'any' });
  return result.position;
}

export async function defineLevel(t: TestPlatform, school: ApprovedSchool, name: string): Promise<string> {
  const res = await t.request('/api/commands/DefineLevel', { json: { name, gradingScale: SAMPLE_GRADING_SCALE }, token: school.admin.token });
  if (res.status !== 201) throw new Error(`DefineLevel refused: ${JSON.stringify(res.body)}`);
  return res.body.levelId as string;
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
export async function levelWithClass(t: TestPlatform, school: ApprovedSchool, level: string, className: string) {
  const levelId = await defineLevel(t, school, level);
  return { levelId, classId: await createClass(t, school.schoolId, levelId, className) };
}

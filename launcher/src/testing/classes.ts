import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import type { TestPlatform } from './harness';
import type { ApprovedSchool } from './schools';

async function send(
  t: TestPlatform,
  school: ApprovedSchool,
  type: string,
  json: unknown,
): Promise<Record<string, unknown>> {
  const res = await t.request(`/api/commands/${type}`, { json, token: school.admin.token });
  if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** A level on the spec's sample scale, by DefineLevel. */
export async function defineLevel(
  t: TestPlatform,
  school: ApprovedSchool,
  name: string,
): Promise<string> {
  return String(
    (await send(t, school, 'DefineLevel', { name, gradingScale: SAMPLE_GRADING_SCALE })).levelId,
  );
}

/** A class of a level, by CreateClass. */
export async function createClass(
  t: TestPlatform,
  school: ApprovedSchool,
  levelId: string,
  name: string,
): Promise<string> {
  return String((await send(t, school, 'CreateClass', { levelId, name })).classId);
}

/** A class archived the way a school archives one: it has a student, so DeleteClass keeps it as archived. */
export async function archiveClass(
  t: TestPlatform,
  school: ApprovedSchool,
  classId: string,
): Promise<void> {
  await send(t, school, 'EnrolStudent', {
    firstName: 'Nyasha',
    lastName: 'Gumbo',
    dob: '2010-02-03',
    gender: 'female',
    classId,
  });
  const deleted = await send(t, school, 'DeleteClass', { classId });
  if (deleted.outcome !== 'Archived')
    throw new Error(`the class was not archived: ${JSON.stringify(deleted)}`);
}

/** A level and one class in it. */
export async function levelWithClass(
  t: TestPlatform,
  school: ApprovedSchool,
  level: string,
  className: string,
) {
  const levelId = await defineLevel(t, school, level);
  return { levelId, classId: await createClass(t, school, levelId, className) };
}

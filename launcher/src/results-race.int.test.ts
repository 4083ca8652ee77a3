import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examStream, reportCardsStream, type ReportCardIssued } from '@chikoro/contracts';
import { startTestPlatform, reactorPassed, type TestPlatform } from './testing/harness';
import { createExam, enrolStudent, recordMarks, type Student } from './testing/results';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET, setUpRecords, type SchoolRecords } from './testing/staff';

/** The reactor that re-issues cards after a correction, or a mark that came in as the results were published. */
const RESULTS_REACTOR = 'results-exams-and-corrections';
const ROUNDS = 8;

let t: TestPlatform;
let school: ApprovedSchool;
let rec: SchoolRecords;

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET });
  school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
  rec = await setUpRecords(t, school);
}, 120_000);
afterAll(async () => t?.stop());

const send = (type: string, json: unknown) =>
  t.request(`/api/commands/${type}`, { json, token: school.admin.token });

interface Round {
  acknowledged: number;
  refused: number;
  late: number;
  amended: number;
}

/**
 * A class of six with one paper, every mark entered; then the admin publishes while two writers
 * keep changing marks until the publication answers. Every mark the service acknowledged must be
 * on the latest card of its student, as the exam's stream holds it.
 */
async function raceOnce(round: number): Promise<Round> {
  const created = await send('CreateClass', { levelId: rec.levels.form2, name: `Race ${round}` });
  expect(created.status).toBe(201);
  const classId = created.body.classId as string;
  const students: Student[] = [];
  for (const name of ['Anesu', 'Batsi', 'Chipo', 'Dudzai', 'Eddie', 'Fadzai'])
    students.push(await enrolStudent(t, school, classId, rec.levels.form2, name, `Race${round}`));
  const paper = await createExam(t, school, rec, classId, {
    subjectId: rec.subjects.maths,
    outOf: 100,
    weight: 100,
    paperNo: 1,
    examName: 'Mathematics Paper 1',
    teacherId: randomUUID(),
  });
  await recordMarks(
    t,
    school,
    paper.examId,
    students.map((s) => [s.id, 50]),
  );

  const acknowledged: { studentId: string; mark: number }[] = [];
  let refused = 0;
  let publishing = true;
  const published = send('PublishResults', { classId, termId: rec.termId }).finally(
    () => (publishing = false),
  );
  const writer = async (w: number) => {
    for (let n = 0; publishing; n++) {
      const student = students[(w * 3 + n) % students.length]!;
      // Each writer its own marks (odd or even), never the 50 every student starts with.
      const mark = 1 + 2 * ((round * 7 + n) % 24) + w;
      const res = await send('RecordMarks', {
        examId: paper.examId,
        marks: [{ studentId: student.id, mark }],
      });
      if (res.status === 201) acknowledged.push({ studentId: student.id, mark });
      else {
        // Refused as published, or as a concurrent change to the same exam: nothing appended either way.
        expect(res.status).toBe(409);
        refused += 1;
      }
    }
  };
  await Promise.all([writer(0), writer(1)]);
  expect((await published).status).toBe(201);

  await reactorPassed(t.platform, RESULTS_REACTOR, await t.platform.store.headPosition(), 30_000);
  const examEvents = await t.platform.store.readStream(examStream(paper.examId));
  const recorded = examEvents
    .filter((e) => e.type === 'MarkRecorded')
    .map((e) => ({ ...(e.data as { studentId: string; mark: number }), position: e.position }));
  const cardEvents = await t.platform.store.readStream(reportCardsStream(classId, rec.termId));
  const publishedAt = cardEvents.find((e) => e.type === 'ResultsPublished')!.position;
  // Every acknowledged mark is in the log.
  for (const a of acknowledged)
    expect(recorded.some((r) => r.studentId === a.studentId && r.mark === a.mark)).toBe(true);
  // Each student's latest card carries their mark as the log holds it last.
  const cards = cardEvents
    .filter((e) => e.type === 'ReportCardIssued')
    .map((e) => (e as unknown as ReportCardIssued).data);
  for (const student of students) {
    const latest = cards
      .filter((c) => c.studentId === student.id)
      .sort((x, y) => y.version - x.version)[0]!;
    const last = recorded.filter((r) => r.studentId === student.id).at(-1)!;
    expect({
      student: student.firstName,
      mark: latest.snapshot.subjects[0]!.papers[0]!.mark,
    }).toEqual({ student: student.firstName, mark: last.mark });
  }
  return {
    acknowledged: acknowledged.length,
    refused,
    late: recorded.filter((r) => r.position > publishedAt).length,
    amended: cards.filter((c) => c.version > 1).length,
  };
}

describe('when marks are recorded while the class’s results are being published', () => {
  it(`every acknowledged mark is on the latest card, over ${ROUNDS} races`, async () => {
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await raceOnce(round));
    const sum = (k: keyof Round) => rounds.reduce((n, r) => n + r[k], 0);
    console.info(
      `results race: ${ROUNDS} publications; marks acknowledged ${sum('acknowledged')}, refused ${sum('refused')}, ` +
        `appended after the publication ${sum('late')}, cards amended for them ${sum('amended')}`,
    );
    // The races did acknowledge marks while the publication was being made.
    expect(sum('acknowledged')).toBeGreaterThan(ROUNDS);
  }, 300_000);
});

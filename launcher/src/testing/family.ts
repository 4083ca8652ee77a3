import { SAMPLE_GRADING_SCALE, type ReportCardRow } from '@chikoro/contracts';
import { dayFromToday } from './dates';
import { enrolStudent, inviteParent } from './families';
import { reactorPassed, type TestPlatform } from './harness';
import { weekdayFromToday } from './registers';
import { resultsWorld, tokenAs, type ResultsWorld } from './results';
import { approvedSchool, type ApprovedSchool } from './schools';
import { listQuery, readNow, type SchoolRecords } from './staff';

export const FAMILY_PASSWORD = 'Parent-pass-1';

async function send(
  t: TestPlatform,
  token: string,
  type: string,
  json: unknown,
): Promise<Record<string, unknown>> {
  const res = await t.request(`/api/commands/${type}`, { json, token });
  if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** Waits (bounded) until a condition holds: reactors act moments after the command that caused them. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
): Promise<T> {
  for (let tries = 0; tries < 300; tries++) {
    const found = await probe();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The current year in Harare, as schools name their academic years ('2026'). */
export const thisYear = () => dayFromToday(0).slice(0, 4);

/** A school's year (named as this year) and term that hold today, a Form 1 and a Form 2 on the sample scale, Mathematics and English. */
export async function currentRecords(
  t: TestPlatform,
  school: ApprovedSchool,
): Promise<SchoolRecords> {
  const id = async (type: string, json: unknown, field: string) =>
    String((await send(t, school.admin.token, type, json))[field]);
  const yearId = await id(
    'OpenAcademicYear',
    { name: thisYear(), startDate: dayFromToday(-200), endDate: dayFromToday(60) },
    'academicYearId',
  );
  const termId = await id(
    'AddTerm',
    {
      academicYearId: yearId,
      name: 'Term 3',
      startDate: dayFromToday(-45),
      endDate: dayFromToday(30),
    },
    'termId',
  );
  const level = (name: string) =>
    id('DefineLevel', { name, gradingScale: SAMPLE_GRADING_SCALE }, 'levelId');
  const subject = (name: string) => id('AddSubject', { name }, 'subjectId');
  return {
    yearId,
    termId,
    levels: { form1: await level('Form 1'), form2: await level('Form 2') },
    subjects: { maths: await subject('Mathematics'), english: await subject('English') },
  };
}

/** The newest invitation link sent to a phone (an SMS in the outbox): its token. */
export async function invitationTokenFor(t: TestPlatform, canonicalPhone: string): Promise<string> {
  return eventually(`an invitation to ${canonicalPhone}`, async () => {
    const { rows } = await t.platform.pool.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE to_address = $1 AND body LIKE '%/register?%' ORDER BY id DESC LIMIT 1",
      [canonicalPhone],
    );
    return rows[0] && /[?&]invite=([^\s&)]+)/.exec(rows[0].body)?.[1];
  });
}

/** Posts an announcement as a school's admin and waits until its delivery is recorded and mailed. */
export async function postAnnouncement(
  t: TestPlatform,
  school: ApprovedSchool,
  json: Record<string, unknown>,
): Promise<string> {
  const posted = await send(t, school.admin.token, 'PostAnnouncement', json);
  const announcementId = String(posted.announcementId);
  await eventually(
    `delivery of ${String(json.title)}`,
    async () =>
      (await readNow(t, `/api/announcements/${announcementId}`, school.admin.token)).body
        .delivered === true,
  );
  await reactorPassed(t.platform, 'announcement-delivery', Number(posted.position));
  return announcementId;
}

export interface TwoSchoolFamily {
  /** Mufakose High School: Form 2 Blue with Term 3's results published (the results world), a parent of another family. */
  a: ApprovedSchool;
  w: ResultsWorld;
  /** Chikurubi Primary School: Grade 3 Red, a register taken today (or on the last weekday). */
  b: ApprovedSchool;
  bClassId: string;
  bTermId: string;
  registerDate: string;
  /** A school the family has nothing to do with: its parent and student. */
  o: ApprovedSchool;
  oStudentId: string;
  oParentToken: string;
  /** Chipo Mutasa: registered through Mufakose's invitation, with Anesu Moyo there and Tapiwa Mutasa at Chikurubi. */
  parent: { id: string; phone: string; canonicalPhone: string; token: string; recordAtB: string };
  anesu: { id: string; cardId: string };
  tapiwa: string;
  /** Batsi Ncube's parent at Mufakose: another family of the same school. */
  otherFamily: { parentId: string; token: string };
  announcements: { a: string; b: string; o: string };
}

/**
 * Given: a parent with a child at each of two schools, as schools and parents make it through the
 * commands: Mufakose invites Chipo (phone 0772 440 101) and she registers from the SMS link; the
 * admin links her to Anesu Moyo, whose Term 3 card is published; Chikurubi enrols Tapiwa Mutasa
 * naming the same phone (the enrolment invites and links Chikurubi's record of her) and takes a
 * register with Tapiwa absent; each school, and an unrelated one, posts an announcement to parents.
 */
export async function twoSchoolFamily(
  t: TestPlatform,
  superToken: string,
): Promise<TwoSchoolFamily> {
  const a = await approvedSchool(t, superToken, { name: 'Mufakose High School' });
  const w = await resultsWorld(t, a, await currentRecords(t, a));
  await send(t, a.admin.token, 'PublishResults', { classId: w.classId, termId: w.rec.termId });

  const phone = '0772440101';
  const canonicalPhone = '263772440101';
  const parentId = String(
    (
      await send(t, a.admin.token, 'InviteParent', {
        phoneNumber: phone,
        firstName: 'Chipo',
        lastName: 'Mutasa',
      })
    ).parentId,
  );
  const registered = await t.request('/api/commands/RegisterParent', {
    json: {
      firstName: 'Chipo',
      middleName: 'Rumbidzai',
      lastName: 'Mutasa',
      phonenumber: phone,
      email: 'chipo.mutasa@families.test',
      address: '14 Jason Moyo Avenue',
      country: 'Zimbabwe',
      province: 'Harare',
      district: 'Harare Urban',
      password: FAMILY_PASSWORD,
      repeatPassword: FAMILY_PASSWORD,
      inviteToken: await invitationTokenFor(t, canonicalPhone),
    },
  });
  if (registered.status !== 201)
    throw new Error(`RegisterParent refused: ${JSON.stringify(registered.body)}`);
  const anesu = w.students[0]!;
  await send(t, a.admin.token, 'LinkParentToStudent', { parentId, studentId: anesu.id });
  const batsi = w.students[1]!;
  const otherParentId = await inviteParent(t, a, {
    phoneNumber: '0772440202',
    firstName: 'Farai',
    lastName: 'Ncube',
  });
  await send(t, a.admin.token, 'LinkParentToStudent', {
    parentId: otherParentId,
    studentId: batsi.id,
  });

  const b = await approvedSchool(t, superToken, { name: 'Chikurubi Primary School' });
  const bYear = String(
    (
      await send(t, b.admin.token, 'OpenAcademicYear', {
        name: thisYear(),
        startDate: dayFromToday(-200),
        endDate: dayFromToday(60),
      })
    ).academicYearId,
  );
  const bTermId = String(
    (
      await send(t, b.admin.token, 'AddTerm', {
        academicYearId: bYear,
        name: 'Term 3',
        startDate: dayFromToday(-45),
        endDate: dayFromToday(30),
      })
    ).termId,
  );
  const grade3 = String(
    (
      await send(t, b.admin.token, 'DefineLevel', {
        name: 'Grade 3',
        gradingScale: SAMPLE_GRADING_SCALE,
      })
    ).levelId,
  );
  const bClassId = String(
    (await send(t, b.admin.token, 'CreateClass', { levelId: grade3, name: 'Grade 3 Red' })).classId,
  );
  // Chikurubi's admin names Chipo before the enrolment names her phone, so its record of her has her name.
  const recordAtB = await inviteParent(t, b, {
    phoneNumber: phone,
    firstName: 'Chipo',
    lastName: 'Mutasa',
  });
  const nyasha = await enrolStudent(t, b, bClassId, ['Nyasha', 'Banda']);
  const tapiwa = String(
    (
      await send(t, b.admin.token, 'EnrolStudent', {
        firstName: 'Tapiwa',
        lastName: 'Mutasa',
        dob: '2018-03-09',
        gender: 'male',
        classId: bClassId,
        parentPhone: phone,
      })
    ).studentId,
  );
  await eventually('Tapiwa linked to Chipo at Chikurubi', async () =>
    (
      (await readNow(t, `/api/students/${tapiwa}`, b.admin.token)).body.parents as
        { id: string }[] | undefined
    )?.some((p) => p.id === recordAtB),
  );
  const registerDate = weekdayFromToday(0);
  await send(t, b.admin.token, 'RecordAttendance', {
    classId: bClassId,
    date: registerDate,
    entries: [
      { studentId: nyasha, status: 'PRESENT' },
      { studentId: tapiwa, status: 'ABSENT', reason: 'Sick (mother phoned)' },
    ],
  });

  const o = await approvedSchool(t, superToken, { name: 'Mhondoro Secondary School' });
  const oLevel = String(
    (
      await send(t, o.admin.token, 'DefineLevel', {
        name: 'Form 1',
        gradingScale: SAMPLE_GRADING_SCALE,
      })
    ).levelId,
  );
  const oClass = String(
    (await send(t, o.admin.token, 'CreateClass', { levelId: oLevel, name: 'Form 1 Green' }))
      .classId,
  );
  const oParentId = await inviteParent(t, o, {
    phoneNumber: '0772440303',
    firstName: 'Rudo',
    lastName: 'Gumbo',
  });
  const oStudentId = await enrolStudent(t, o, oClass, ['Kuda', 'Gumbo'], [oParentId]);

  const announcements = {
    a: await postAnnouncement(t, a, {
      title: 'Prize giving',
      body: 'Prize giving is on Friday at 10:00 in the main hall.',
      audience: { kind: 'WHOLE_SCHOOL' },
    }),
    b: await postAnnouncement(t, b, {
      title: 'Sports day',
      body: 'Bring a hat and water. Gates open at 07:30.',
      audience: { kind: 'PARENTS' },
    }),
    o: await postAnnouncement(t, o, {
      title: 'Open day',
      body: 'Visitors welcome from 9.',
      audience: { kind: 'PARENTS' },
    }),
  };
  const cards = (
    await readNow(t, `/api/report-cards${listQuery({ studentId: anesu.id })}`, a.admin.token)
  ).body as ReportCardRow[];
  if (cards.length !== 1) throw new Error(`expected Anesu's one card, found ${cards.length}`);
  return {
    a,
    w,
    b,
    bClassId,
    bTermId,
    registerDate,
    o,
    oStudentId,
    oParentToken: await tokenAs(t, 'PARENT', oParentId, o.schoolId),
    parent: {
      id: parentId,
      phone,
      canonicalPhone,
      token: await t.login(phone, FAMILY_PASSWORD),
      recordAtB,
    },
    anesu: { id: anesu.id, cardId: cards[0]!.id },
    tapiwa,
    otherFamily: {
      parentId: otherParentId,
      token: await tokenAs(t, 'PARENT', otherParentId, a.schoolId),
    },
    announcements,
  };
}

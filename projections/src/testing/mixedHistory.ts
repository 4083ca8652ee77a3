import { randomUUID } from 'node:crypto';
import {
  classStream,
  documentStream,
  enquiryStream,
  listingStream,
  notificationsStream,
  parentStream,
  reportCardsStream,
  schoolSetupStream,
  schoolStream,
  studentStream,
  teacherStream,
  userStream,
  SAMPLE_GRADING_SCALE,
  type ReportCardSnapshot,
} from '@chikoro/contracts';
import type { EventStore, NewEvent } from '@chikoro/eventstore';

/** One append: a stream's new events, the stream new. */
export interface HistoryAppend {
  streamId: string;
  events: NewEvent[];
}

const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
const meta = (
  n: number,
  actorRole: NewEvent['metadata']['actorRole'] = 'PUBLIC',
  schoolId: string | null = null,
): NewEvent['metadata'] => ({
  actorId: null,
  actorRole,
  schoolId,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: at(n),
  schemaVersion: 1,
});
const event = (type: string, data: unknown, metadata: NewEvent['metadata']): NewEvent => ({
  type,
  data,
  metadata,
});

function enrolment(i: number) {
  return {
    name: `School ${i}`,
    streetName: `${i} Main Road`,
    town: 'Harare',
    district: 'Harare Urban',
    province: 'Harare',
    country: 'Zimbabwe',
    schoolContact: '0242000000',
    schoolEmail: `s${i}@example.org`,
    headFirstname: 'H',
    headLastname: `Head ${i}`,
    headEmail: `h${i}@example.org`,
    headPhonenumber: '0771000000',
    adminFirstname: 'A',
    adminLastname: `Admin ${i}`,
    adminEmail: `a${i}@example.org`,
    adminPhonenumber: '0772000000',
    responsibleAuthority: 'Ministry',
    ownershipType: i % 2 ? 'PRIVATE' : 'CHURCH',
    numberOfStudents: 100 + i,
    numberOfTeachers: 10 + (i % 7),
    adminNote: `Note ${i}`,
  };
}

function enquiry(i: number) {
  return {
    name: `Enquiring School ${i}`,
    town: 'Bulawayo',
    headFirstName: 'E',
    headLastname: `Head ${i}`,
    headPhonenumber: '0773000000',
    headEmail: `eh${i}@example.org`,
    adminFirstName: 'Enq',
    adminLastName: `Admin ${i}`,
    adminPhonenumber: '0774000000',
    adminEmail: `ea${i}@example.org`,
    numberOfStudents: 50 + i,
    numberOfTeachers: 5,
    schoolContact: '0292000000',
    address: `${i} Fife Street`,
    country: 'Zimbabwe',
    province: 'Bulawayo',
  };
}

/** A card's subject: one paper, its mark the final mark (null: not entered yet). */
const subject = (
  subjectId: string,
  name: string,
  mark: number | null,
): ReportCardSnapshot['subjects'][number] => ({
  subjectId,
  subjectName: name,
  teacherId: null,
  teacherName: null,
  papers: [{ examId: randomUUID(), paperNo: 1, name: 'Paper 1', outOf: 100, weight: 100, mark }],
  finalMark: mark,
  grade: mark === null ? null : mark >= 50 ? 'C' : 'U',
  points: null,
  pass: mark === null ? null : mark >= 50,
  status: mark === null ? 'incomplete' : 'complete',
  comment: null,
});

/**
 * Student i's report card for term 1 and the class's results published: version 1 with Mathematics
 * (40 + i % 50), English (60) and Science (not entered); for even i or i divisible by 3 a version 2
 * follows, with Mathematics 41 + i % 50 and Science only, or (i divisible by 3) no mark at all.
 */
function reportCards(
  i: number,
  ids: { schoolId: string; studentId: string; classId: string; levelId: string; teacherId: string },
): HistoryAppend {
  const termId = randomUUID();
  const [maths, english, science] = [randomUUID(), randomUUID(), randomUUID()];
  const card = (version: number, subjects: ReportCardSnapshot['subjects'], n: number) => {
    const reportCardId = randomUUID();
    const snapshot: ReportCardSnapshot = {
      reportCardId,
      version,
      amended: version > 1,
      changes: version > 1 ? [{ kind: 'other', field: 'subjects' }] : [],
      publishedAt: at(n),
      school: { id: ids.schoolId, name: `School ${i}`, logoFileId: null },
      student: {
        id: ids.studentId,
        firstName: 'Sam',
        lastName: `Student ${i}`,
        registrationNumber: `S-${i}`,
      },
      class: { id: ids.classId, name: `${i}A Blue` },
      level: { id: ids.levelId, name: `Form ${i}` },
      term: { id: termId, name: 'Term 1' },
      academicYear: { id: randomUUID(), name: '2026' },
      classTeacher: { id: ids.teacherId, name: `Tess Teacher ${i}` },
      subjects,
      gradingScale: { version: 1, rows: SAMPLE_GRADING_SCALE },
      position: 1,
      classSize: 1,
      average: null,
      averageGrade: null,
      headComment: null,
    };
    return event(
      'ReportCardIssued',
      {
        schoolId: ids.schoolId,
        classId: ids.classId,
        termId,
        studentId: ids.studentId,
        reportCardId,
        version,
        amended: version > 1,
        verificationCode: `code-${i}-${version}`,
        fingerprint: `fingerprint-${i}-${version}`,
        snapshot,
        issuedAt: at(n),
      },
      meta(n, 'ADMIN', ids.schoolId),
    );
  };
  const events = [
    card(
      1,
      [
        subject(maths, 'Mathematics', 40 + (i % 50)),
        subject(english, 'English', 60),
        subject(science, 'Science', null),
      ],
      i + 4,
    ),
    event(
      'ResultsPublished',
      {
        schoolId: ids.schoolId,
        classId: ids.classId,
        termId,
        issued: 1,
        students: 1,
        publishedAt: at(i + 4),
      },
      meta(i + 4, 'ADMIN', ids.schoolId),
    ),
  ];
  if (i % 3 === 0)
    events.push(
      card(2, [subject(maths, 'Mathematics', null), subject(science, 'Science', null)], i + 5),
    );
  else if (i % 2 === 0)
    events.push(
      card(
        2,
        [subject(maths, 'Mathematics', 41 + (i % 50)), subject(science, 'Science', null)],
        i + 5,
      ),
    );
  return { streamId: reportCardsStream(ids.classId, termId), events };
}

/**
 * A history touching every event the platform's read models handle, `count` rounds of it, in
 * the order it is to be appended: enrolments corrected, approved or rejected (some corrected
 * after the decision), directory listings the approval of a school of the same name and town
 * replaces (and some listed after it, which stay), enquiries resolved and reopened, admins who
 * rename themselves, parents, teachers (some renaming themselves) and students, documents shared with staff or families (some shared the other way
 * later, some removed), and a superadmin's bell marks that sometimes go back. Each student's
 * class and level are set up before the enrolment or after it; the class is renamed (some moved to
 * another level); students move, graduate or are withdrawn, some change their phone; each is
 * linked to the last two parents registered (some unlinked again), the older of whom renames
 * themselves; some parents are removed. Each student's report card is issued, and some issued again
 * amended: with one subject less, or with no final mark at all.
 */
export function mixedHistory(count: number, start = 0): HistoryAppend[] {
  const out: HistoryAppend[] = [];
  const superadmin = randomUUID();
  if (start === 0) {
    out.push({
      streamId: userStream(superadmin),
      events: [
        event(
          'SuperadminRegistered',
          {
            userId: superadmin,
            firstName: 'Super',
            lastName: 'Admin',
            email: 'super@example.org',
            registeredAt: at(0),
          },
          meta(0, 'SYSTEM'),
        ),
      ],
    });
  }
  const parents: { id: string; name: string }[] = [];
  for (let i = start; i < start + count; i++) {
    const schoolId = randomUUID();
    const listing = (name: string, town: string) => {
      const listingId = randomUUID();
      const data = {
        listingId,
        listing: { name, address: `${i} Old Road`, town, province: 'Harare', country: 'Zimbabwe' },
        listedAt: at(i),
      };
      out.push({
        streamId: listingStream(listingId),
        events: [event('DirectorySchoolListed', data, meta(i, 'SUPERADMIN'))],
      });
    };
    if (i % 7 === 0) listing(`SCHOOL ${i}`, 'harare');
    const school: NewEvent[] = [
      event(
        'SchoolEnrolmentSubmitted',
        { schoolId, details: enrolment(i), submittedAt: at(i) },
        meta(i),
      ),
    ];
    const correct = (n: number) =>
      event(
        'SchoolDetailsCorrected',
        {
          schoolId,
          correctedAt: at(n),
          changes: [
            { field: 'name', before: `School ${i}`, after: `School ${i} (${n})` },
            { field: 'numberOfStudents', before: 100 + i, after: 200 + i },
            { field: 'province', before: 'Harare', after: 'Harare' },
            { field: 'adminNote', before: `Note ${i}`, after: null },
          ],
        },
        meta(n, 'SUPERADMIN'),
      );
    if (i % 4 === 1) school.push(correct(i + 1));
    const adminId = randomUUID();
    if (i % 3 === 0) {
      const admin = {
        userId: adminId,
        firstName: 'A',
        lastName: `Admin ${i}`,
        email: `a-${schoolId}@example.org`,
        phone: '0771234567',
      };
      school.push(
        event(
          'SchoolApproved',
          { schoolId, approvedAt: at(i + 2), admin },
          meta(i + 2, 'SUPERADMIN'),
        ),
      );
      if (i % 12 === 0) school.push(correct(i + 3));
    } else if (i % 5 === 0) {
      school.push(
        event(
          'SchoolRejected',
          { schoolId, rejectedAt: at(i + 2), reason: `Reason ${i}` },
          meta(i + 2, 'SUPERADMIN'),
        ),
      );
    }
    out.push({ streamId: schoolStream(schoolId), events: school });
    if (i % 11 === 0) listing(`School ${i}`, 'Harare');
    if (i % 6 === 0) {
      const renames = [1, 2].map((n) =>
        event(
          'ProfileUpdated',
          {
            userId: adminId,
            updatedAt: at(i + 3 + n),
            firstName: `Ann ${n}`,
            lastName: `Admin ${i}`,
            changes: [{ field: 'firstName', before: 'A', after: `Ann ${n}` }],
          },
          meta(i + 3 + n, 'ADMIN', schoolId),
        ),
      );
      out.push({ streamId: userStream(adminId), events: renames });
    }
    if (i % 2 === 0) {
      const enquiryId = randomUUID();
      const events = [
        event('EnquiryRaised', { enquiryId, details: enquiry(i), raisedAt: at(i) }, meta(i)),
      ];
      if (i % 4 === 0)
        events.push(
          event(
            'EnquiryResolved',
            { enquiryId, comment: `Called back ${i}`, resolvedAt: at(i + 1) },
            meta(i + 1, 'SUPERADMIN'),
          ),
        );
      if (i % 8 === 0)
        events.push(
          event('EnquiryReopened', { enquiryId, reopenedAt: at(i + 2) }, meta(i + 2, 'SUPERADMIN')),
        );
      if (i % 16 === 0)
        events.push(
          event(
            'EnquiryReopened',
            { enquiryId, comment: `Again ${i}`, reopenedAt: at(i + 3) },
            meta(i + 3, 'SUPERADMIN'),
          ),
        );
      out.push({ streamId: enquiryStream(enquiryId), events });
    }
    if (i % 9 === 0) {
      const parentId = randomUUID();
      const details = {
        firstName: 'Pat',
        middleName: 'M',
        lastName: `Parent ${i}`,
        phonenumber: '0771234567',
        email: `p${i}@example.org`,
        address: `${i} Parent Lane`,
      };
      // Invited by the school (some with a name already), registered; some invited again, some made inactive after.
      const invited = event(
        'ParentInvited',
        {
          parentId,
          schoolId,
          phoneNumber: '0771234567',
          ...(i % 2 === 0 && { firstName: 'P', email: `invited${i}@example.org` }),
          invitedAt: at(i),
        },
        meta(i, 'ADMIN', schoolId),
      );
      const events = [
        invited,
        event(
          'ParentRegistered',
          { parentId, schoolId, details, registeredAt: at(i) },
          meta(i, 'PARENT', schoolId),
        ),
      ];
      // Some invited again with another email once registered: the email changes, the names stay.
      if (i % 18 === 0)
        events.push(
          event(
            'ParentInvited',
            {
              parentId,
              schoolId,
              phoneNumber: '0771234567',
              email: `reinvited${i}@example.org`,
              invitedAt: at(i + 1),
            },
            meta(i + 1, 'ADMIN', schoolId),
          ),
        );
      if (i % 27 === 0)
        events.push(
          event(
            'ParentStatusChanged',
            { schoolId, parentId, before: 'Active', status: 'Inactive', changedAt: at(i + 1) },
            meta(i + 1, 'ADMIN', schoolId),
          ),
        );
      out.push({ streamId: parentStream(parentId), events });
      parents.push({ id: parentId, name: `Pat Parent ${i}` });
    }
    if (i % 13 === 4) {
      const teacherId = randomUUID();
      const studentId = randomUUID();
      const [classId, levelId, upperLevelId, otherClassId] = [
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
      ];
      const admin = (n: number) => meta(n, 'ADMIN', schoolId);
      const details = {
        firstName: 'Tess',
        lastName: `Teacher ${i}`,
        email: `t${i}@example.org`,
        yearsOfExperience: i % 20,
      };
      const events = [
        event(
          'TeacherRegistered',
          { schoolId, teacherId, details, registeredAt: at(i) },
          meta(i, 'ADMIN', schoolId),
        ),
      ];
      // Assigned to teach the class (some unassigned again), then some rename themselves: the assignment follows.
      const assignment = {
        schoolId,
        teacherId,
        subjectName: 'Mathematics',
        className: `${i}A`,
        termName: 'Term 1',
        academicYearName: '2026',
      };
      const assignmentId = randomUUID();
      events.push(
        event(
          'TeacherAssigned',
          {
            ...assignment,
            assignmentId,
            subjectId: randomUUID(),
            classId,
            termId: randomUUID(),
            academicYearId: randomUUID(),
            assignedAt: at(i + 1),
          },
          admin(i + 1),
        ),
      );
      if (i % 3 === 0)
        events.push(
          event(
            'TeacherUnassigned',
            { ...assignment, assignmentId, unassignedAt: at(i + 2) },
            admin(i + 2),
          ),
        );
      if (i % 2 === 0)
        events.push(
          event(
            'ProfileUpdated',
            {
              userId: teacherId,
              updatedAt: at(i + 2),
              firstName: 'Tessa',
              lastName: `Teacher ${i}`,
              changes: [{ field: 'firstName', before: 'Tess', after: 'Tessa' }],
            },
            meta(i + 2, 'TEACHER', schoolId),
          ),
        );
      out.push({ streamId: teacherStream(teacherId), events });

      const level = (id: string, name: string) =>
        event(
          'LevelDefined',
          {
            schoolId,
            levelId: id,
            name,
            gradingScale: { version: 1, rows: SAMPLE_GRADING_SCALE },
            definedAt: at(i),
          },
          admin(i),
        );
      const setUp: HistoryAppend[] = [
        {
          streamId: schoolSetupStream(schoolId),
          events: [level(levelId, `Form ${i}`), level(upperLevelId, `Form ${i} Upper`)],
        },
        {
          streamId: classStream(classId),
          events: [
            event(
              'ClassCreated',
              { schoolId, classId, levelId, name: `${i}A`, createdAt: at(i) },
              admin(i),
            ),
            event(
              'ClassTeacherAssigned',
              { schoolId, classId, teacherId, previousTeacherId: null, assignedAt: at(i + 1) },
              admin(i + 1),
            ),
            event(
              'ClassDetailsChanged',
              {
                schoolId,
                classId,
                name: { before: `${i}A`, after: `${i}A Blue` },
                ...(i % 4 === 3 && { levelId: { before: levelId, after: upperLevelId } }),
                changedAt: at(i + 2),
              },
              admin(i + 2),
            ),
          ],
        },
      ];
      // Half the classes and levels are set up before their student comes, half after.
      const early = i % 26 === 4;
      if (early) out.push(...setUp);
      const enrolled = {
        schoolId,
        studentId,
        registrationNumber: `S-${i}`,
        classId,
        levelId,
        firstName: 'Sam',
        lastName: `Student ${i}`,
        dob: '2012-05-01',
        gender: 'Male',
        enrolledAt: at(i),
        ...(i % 3 === 1 && { className: `${i}A`, levelName: `Form ${i}` }),
      };
      const student = [event('StudentEnrolled', enrolled, admin(i))];
      if (i % 3 === 0) {
        student.push(
          event(
            'StudentMovedToClass',
            {
              schoolId,
              studentId,
              fromClassId: classId,
              toClassId: otherClassId,
              levelId: upperLevelId,
              toClassName: `${i}B`,
              movedAt: at(i + 1),
            },
            admin(i + 1),
          ),
        );
      }
      if (i % 5 === 0)
        student.push(
          event(
            'StudentStatusChanged',
            { schoolId, studentId, before: 'Active', status: 'Graduated', changedAt: at(i + 2) },
            admin(i + 2),
          ),
        );
      if (i % 7 === 0)
        student.push(
          event(
            'StudentWithdrawn',
            { schoolId, studentId, classId, withdrawnAt: at(i + 3) },
            admin(i + 3),
          ),
        );
      out.push({ streamId: studentStream(studentId), events: student });
      if (!early) out.push(...setUp);
      out.push(reportCards(i, { schoolId, studentId, classId, levelId, teacherId }));
      if (i % 3 === 1) {
        const phone = event(
          'ProfileUpdated',
          {
            userId: studentId,
            updatedAt: at(i + 2),
            firstName: 'Sam',
            lastName: `Student ${i}`,
            phone: '0779000000',
            changes: [{ field: 'phone', before: null, after: '0779000000' }],
          },
          meta(i + 2, 'STUDENT', schoolId),
        );
        out.push({ streamId: userStream(studentId), events: [phone] });
      }

      // The last two parents registered (siblings share one); the older then renames themselves.
      const linked = parents.slice(-2);
      for (const parent of linked) {
        const link = {
          schoolId,
          parentId: parent.id,
          studentId,
          parentName: parent.name,
          studentName: `Sam Student ${i}`,
          registrationNumber: `S-${i}`,
        };
        const linking = [
          event('ParentLinkedToStudent', { ...link, linkedAt: at(i + 3) }, admin(i + 3)),
        ];
        if (parent === linked[1] && i % 2 === 1)
          linking.push(
            event('ParentUnlinkedFromStudent', { ...link, unlinkedAt: at(i + 4) }, admin(i + 4)),
          );
        out.push({ streamId: `${parentStream(parent.id)}-${i}`, events: linking });
      }
      if (linked.length === 2) {
        const older = linked[0]!;
        const renamed = event(
          'ProfileUpdated',
          {
            userId: older.id,
            updatedAt: at(i + 5),
            firstName: 'Patience',
            lastName: older.name.slice('Pat '.length),
            changes: [{ field: 'firstName', before: 'Pat', after: 'Patience' }],
          },
          meta(i + 5, 'PARENT', schoolId),
        );
        out.push({ streamId: userStream(older.id), events: [renamed] });
        if (i % 39 === 4)
          out.push({
            streamId: `${parentStream(older.id)}-removed`,
            events: [
              event(
                'ParentRemoved',
                { schoolId, parentId: older.id, before: 'Active', removedAt: at(i + 6) },
                admin(i + 6),
              ),
            ],
          });
      }
    }
    if (i % 5 === 2) {
      const documentId = randomUUID();
      const visibility = i % 2 ? 'STAFF' : 'FAMILIES';
      const file = {
        fileId: randomUUID(),
        fileName: `doc-${i}.pdf`,
        contentType: 'application/pdf',
        size: 100 + i,
      };
      const title = `Document ${i}`;
      const events = [
        event(
          'DocumentUploaded',
          { schoolId, documentId, title, visibility, file, uploadedAt: at(i) },
          meta(i, 'ADMIN', schoolId),
        ),
      ];
      const other = visibility === 'STAFF' ? 'FAMILIES' : 'STAFF';
      const changed = i % 3 !== 1;
      if (changed)
        events.push(
          event(
            'DocumentVisibilityChanged',
            {
              schoolId,
              documentId,
              title,
              before: visibility,
              visibility: other,
              changedAt: at(i + 1),
            },
            meta(i + 1, 'ADMIN', schoolId),
          ),
        );
      if (i % 4 === 3)
        events.push(
          event(
            'DocumentRemoved',
            {
              schoolId,
              documentId,
              title,
              visibility: changed ? other : visibility,
              removedAt: at(i + 2),
            },
            meta(i + 2, 'ADMIN', schoolId),
          ),
        );
      out.push({ streamId: documentStream(documentId), events });
    }
    if (i % 10 === 0) {
      const seen = [i * 3, i * 2].map((upTo, n) =>
        event(
          'NotificationsSeen',
          { userId: superadmin, upTo, seenAt: at(i + n) },
          meta(i + n, 'SUPERADMIN'),
        ),
      );
      out.push({ streamId: `${notificationsStream(superadmin)}-${i}`, events: seen });
    }
  }
  return out;
}

/** Appends `mixedHistory(count)`, one append a stream; answers the last position. */
export async function appendMixedHistory(store: EventStore, count: number): Promise<number> {
  let last = 0;
  for (const { streamId, events } of mixedHistory(count))
    last = (await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' }))
      .position;
  return last;
}

/**
 * The same history with its schools' own events (those recorded in a school) gathered into the
 * schools given, in blocks of the history's schools in turn: many students, classes and parents a
 * school. Links, renames and removals of a parent recorded in another school than the parent's,
 * which the platform refuses, are left out. Enrolments, approvals and corrections recorded by the
 * platform keep their own schools, and so do the approved schools' admins' renames; stream ids are kept.
 */
export function overSchools(
  history: HistoryAppend[],
  schoolIds: readonly string[],
): HistoryAppend[] {
  const originals = [
    ...new Set(history.flatMap((a) => a.events.flatMap((e) => e.metadata.schoolId ?? []))),
  ];
  const mapped = new Map(
    originals.map((id, k) => [
      id,
      schoolIds[Math.floor((k * schoolIds.length) / originals.length)]!,
    ]),
  );
  const parentSchool = new Map<string, string>();
  for (const { events } of history)
    for (const e of events)
      if (e.type === 'ParentInvited' || e.type === 'ParentRegistered')
        parentSchool.set(
          (e.data as { parentId: string }).parentId,
          mapped.get(e.metadata.schoolId!)!,
        );
  const admins = new Set(
    history.flatMap((a) =>
      a.events.flatMap((e) =>
        e.type === 'SchoolApproved' ? [(e.data as { admin: { userId: string } }).admin.userId] : [],
      ),
    ),
  );
  const ofAnotherSchool = (e: NewEvent, school: string) => {
    const data = e.data as { parentId?: string; userId?: string };
    const parent = data.parentId ?? (e.type === 'ProfileUpdated' ? data.userId : undefined);
    return parent !== undefined && parentSchool.has(parent) && parentSchool.get(parent) !== school;
  };
  return history
    .map(({ streamId, events }) => ({
      streamId,
      events: events.flatMap((e) => {
        const from = e.metadata.schoolId;
        if (!from || admins.has((e.data as { userId?: string }).userId ?? '')) return [e];
        const school = mapped.get(from)!;
        if (ofAnotherSchool(e, school)) return [];
        const swap = <T>(value: T): T =>
          JSON.parse(JSON.stringify(value).replaceAll(from, school)) as T;
        return [{ ...e, data: swap(e.data), metadata: swap(e.metadata) }];
      }),
    }))
    .filter((a) => a.events.length > 0);
}

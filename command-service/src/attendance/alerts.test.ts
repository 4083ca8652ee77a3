import { describe, expect, it } from 'vitest';
import type { AttendanceCorrected, AttendanceRecorded } from '@chikoro/contracts';
import {
  absenceAlert,
  absenceAlerts,
  correctionMessage,
  markedAbsent,
  markedAfterAll,
} from './alerts';

const register = {
  schoolId: 'school-1',
  classId: 'class-1',
  className: 'Form 1 Blue',
  date: '2026-11-27',
  termId: 'term-3',
};
const recorded = (recordedAt: string): AttendanceRecorded => ({
  type: 'AttendanceRecorded',
  data: {
    ...register,
    takenBy: 't1',
    takenByRole: 'TEACHER',
    recordedAt,
    entries: [
      { studentId: 's1', studentName: 'Tendai Moyo', status: 'ABSENT' },
      { studentId: 's2', studentName: 'Rudo Chikwanha', status: 'LATE', minutesLate: 10 },
      { studentId: 's3', studentName: 'Farai Ncube', status: 'PRESENT' },
      { studentId: 's4', studentName: 'Nyasha Dube', status: 'ABSENT', reason: 'Phoned in: sick' },
    ],
  },
});
const corrected = (
  previous: AttendanceCorrected['data']['previous'],
  status: 'ABSENT' | 'PRESENT',
  correctedAt: string,
): AttendanceCorrected => ({
  type: 'AttendanceCorrected',
  data: {
    ...register,
    studentId: 's3',
    studentName: 'Farai Ncube',
    previous,
    entry: { status },
    correctedBy: 't1',
    correctedByRole: 'TEACHER',
    correctedAt,
  },
});

describe('whom an absence alert is about', () => {
  it('the children marked absent on a register taken on its own day in Harare (late and present ones are not)', () => {
    expect(markedAbsent(recorded('2026-11-27T05:40:00.000Z')).map((a) => a.studentName)).toEqual([
      'Tendai Moyo',
      'Nyasha Dube',
    ]);
    expect(markedAbsent(recorded('2026-11-27T05:40:00.000Z'))[0]).toEqual({
      schoolId: 'school-1',
      classId: 'class-1',
      studentId: 's1',
      studentName: 'Tendai Moyo',
      className: 'Form 1 Blue',
      date: '2026-11-27',
    });
  });
  it('nobody when the register is written up on a later day', () => {
    // 22:10 UTC on the 27th is already the 28th in Harare.
    expect(markedAbsent(recorded('2026-11-27T22:10:00.000Z'))).toEqual([]);
    expect(markedAbsent(recorded('2026-11-30T06:00:00.000Z'))).toEqual([]);
  });
  it('a same-day correction to Absent alerts; one from Absent, to Present, or on a later day does not', () => {
    expect(
      markedAbsent(corrected({ status: 'PRESENT' }, 'ABSENT', '2026-11-27T09:00:00.000Z')).map(
        (a) => a.studentId,
      ),
    ).toEqual(['s3']);
    expect(markedAbsent(corrected(null, 'ABSENT', '2026-11-27T09:00:00.000Z'))).toHaveLength(1);
    expect(
      markedAbsent(corrected({ status: 'ABSENT' }, 'ABSENT', '2026-11-27T09:00:00.000Z')),
    ).toEqual([]);
    expect(
      markedAbsent(corrected({ status: 'ABSENT' }, 'PRESENT', '2026-11-27T09:00:00.000Z')),
    ).toEqual([]);
    expect(
      markedAbsent(corrected({ status: 'PRESENT' }, 'ABSENT', '2026-12-01T09:00:00.000Z')),
    ).toEqual([]);
  });
});

describe('the alert a parent gets', () => {
  const absent = {
    schoolId: 'school-1',
    classId: 'class-1',
    studentId: 's1',
    studentName: 'Tendai Moyo',
    className: 'Form 1 Blue',
    date: '2026-11-27',
  };
  it('by email when the parent has one: the child, the class, the day, and where to report an absence ahead', () => {
    const mail = absenceAlert(
      { name: 'Chipo Mutasa', email: 'chipo@example.org', phone: '0772123456' },
      absent,
      'Mabvazuva High School',
      'https://chikoro.example/',
    );
    expect(mail).toMatchObject({
      to: 'chipo@example.org',
      subject: 'Mabvazuva High School: Tendai Moyo was marked absent on 27 Nov 2026',
    });
    expect(mail!.channel).toBeUndefined();
    expect(mail!.body).toContain('Dear Chipo Mutasa,');
    expect(mail!.body).toContain(
      'Tendai Moyo was marked absent at the register of Form 1 Blue on 27 Nov 2026.',
    );
    expect(mail!.body).toContain('https://chikoro.example/parent');
  });
  it("by SMS with the portal's address when the parent has only a phone; not at all with neither", () => {
    expect(
      absenceAlert(
        { name: null, email: null, phone: '0772123456' },
        absent,
        'Mabvazuva High School',
        'https://chikoro.example',
      ),
    ).toEqual({
      channel: 'SMS',
      to: '0772123456',
      subject: 'Mabvazuva High School: absence',
      body: 'Mabvazuva High School: Tendai Moyo was marked absent on 27 Nov 2026. Tell the school why at https://chikoro.example/parent',
    });
    expect(
      absenceAlert(
        { name: 'X', email: null, phone: null },
        absent,
        'School',
        'https://chikoro.example',
      ),
    ).toBeUndefined();
  });
});

describe('who is told of which child', () => {
  const absent = [
    {
      schoolId: 'school-1',
      classId: 'class-1',
      studentId: 's1',
      studentName: 'Tendai Moyo',
      className: 'Form 1 Blue',
      date: '2026-11-27',
    },
    {
      schoolId: 'school-1',
      classId: 'class-1',
      studentId: 's4',
      studentName: 'Nyasha Dube',
      className: 'Form 1 Blue',
      date: '2026-11-27',
    },
  ];
  const parents = [
    {
      studentId: 's1',
      parentId: 'p1',
      name: 'Chipo Mutasa',
      email: 'chipo@example.org',
      phone: null,
    },
    { studentId: 's1', parentId: 'p2', name: 'Tafadzwa Moyo', email: null, phone: '0772123456' },
    { studentId: 's1', parentId: 'p3', name: 'Gogo Moyo', email: null, phone: null },
    { studentId: 's4', parentId: 'p4', name: 'Rudo Dube', email: 'chipo@example.org', phone: null },
  ];
  it('every active parent on the bell, each by the channel the school holds an address for (none for a parent with neither)', () => {
    const { alerts, mails } = absenceAlerts(
      absent,
      parents,
      'Mabvazuva High School',
      'https://chikoro.example',
    );
    expect(alerts).toEqual([
      {
        studentId: 's1',
        studentName: 'Tendai Moyo',
        parents: [
          { parentId: 'p1', name: 'Chipo Mutasa', channel: 'EMAIL' },
          { parentId: 'p2', name: 'Tafadzwa Moyo', channel: 'SMS' },
          { parentId: 'p3', name: 'Gogo Moyo', channel: null },
        ],
      },
      {
        studentId: 's4',
        studentName: 'Nyasha Dube',
        parents: [{ parentId: 'p4', name: 'Rudo Dube', channel: 'EMAIL' }],
      },
    ]);
    // One address with two children absent hears of each child once.
    expect(mails.map((m) => `${m.channel ?? 'EMAIL'} ${m.to} ${m.subject}`)).toEqual([
      'EMAIL chipo@example.org Mabvazuva High School: Tendai Moyo was marked absent on 27 Nov 2026',
      'SMS 0772123456 Mabvazuva High School: absence',
      'EMAIL chipo@example.org Mabvazuva High School: Nyasha Dube was marked absent on 27 Nov 2026',
    ]);
  });
  it('a child with no parent to tell is left out; no child, no alert', () => {
    expect(
      absenceAlerts(
        absent,
        parents.filter((p) => p.studentId === 's4'),
        'School',
        'https://chikoro.example',
      ).alerts.map((a) => a.studentId),
    ).toEqual(['s4']);
    expect(absenceAlerts(absent, [], 'School', 'https://chikoro.example')).toEqual({
      alerts: [],
      mails: [],
    });
  });
});

describe('a correction after an alert', () => {
  it('follows a same-day correction from Absent to Present or Late; not one from another mark, to Absent, or on a later day', () => {
    expect(
      markedAfterAll(corrected({ status: 'ABSENT' }, 'PRESENT', '2026-11-27T09:00:00.000Z')),
    ).toEqual({
      schoolId: 'school-1',
      classId: 'class-1',
      className: 'Form 1 Blue',
      date: '2026-11-27',
      studentId: 's3',
      studentName: 'Farai Ncube',
      entry: { status: 'PRESENT' },
    });
    expect(
      markedAfterAll(corrected({ status: 'PRESENT' }, 'ABSENT', '2026-11-27T09:00:00.000Z')),
    ).toBeUndefined();
    expect(markedAfterAll(corrected(null, 'PRESENT', '2026-11-27T09:00:00.000Z'))).toBeUndefined();
    expect(
      markedAfterAll(corrected({ status: 'ABSENT' }, 'PRESENT', '2026-11-30T09:00:00.000Z')),
    ).toBeUndefined();
    expect(markedAfterAll(recorded('2026-11-27T05:40:00.000Z'))).toBeUndefined();
  });
  it('tells the parent by email or SMS that the child was not absent after all, with the mark now', () => {
    const child = {
      schoolId: 'school-1',
      classId: 'class-1',
      className: 'Form 1 Blue',
      date: '2026-11-27',
      studentId: 's1',
      studentName: 'Tendai Moyo',
      entry: { status: 'LATE' as const, minutesLate: 20 },
    };
    const mail = correctionMessage(
      { name: 'Chipo Mutasa', email: 'chipo@example.org', phone: null },
      child,
      'Mabvazuva High School',
    );
    expect(mail).toMatchObject({
      to: 'chipo@example.org',
      subject: 'Mabvazuva High School: Tendai Moyo was not absent on 27 Nov 2026 after all',
    });
    expect(mail!.body).toContain(
      'A correction to our earlier message: Tendai Moyo was marked late (20 min) at the register of Form 1 Blue on 27 Nov 2026, not absent.',
    );
    expect(
      correctionMessage(
        { name: null, email: null, phone: '0772123456' },
        { ...child, entry: { status: 'PRESENT' } },
        'Mabvazuva High School',
      ),
    ).toEqual({
      channel: 'SMS',
      to: '0772123456',
      subject: 'Mabvazuva High School: correction',
      body: 'Mabvazuva High School: correction: Tendai Moyo was marked present at the register of Form 1 Blue on 27 Nov 2026, not absent.',
    });
    expect(
      correctionMessage({ name: 'X', email: null, phone: null }, child, 'School'),
    ).toBeUndefined();
  });
});

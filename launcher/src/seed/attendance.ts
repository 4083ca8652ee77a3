import { createHash } from 'node:crypto';
import { isWeekday } from '@chikoro/contracts';
import type { DemoApi } from './classes';

/** How many past school days of the current term get registers: enough to read, few enough to start fast. */
const DAYS = 10;
/** Registers sent at once: the command service takes them in parallel, one stream each. */
const AT_ONCE = 8;

const ABSENCE_REASONS = [
  'sick (parent phoned)',
  'clinic appointment',
  'family funeral',
  undefined,
  undefined,
];

/** A number in [0, 1) fixed by the student and the day, so the demo is the same at every fresh start. */
function chance(...parts: string[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/** Mostly present; about one in twenty absent (some with the family's reason); about one in twelve late by 5 to 45 minutes. */
export function demoMark(studentId: string, date: string) {
  const roll = chance(studentId, date);
  if (roll < 0.05) {
    const reason = ABSENCE_REASONS[Math.floor(chance(date, studentId) * ABSENCE_REASONS.length)];
    return { studentId, status: 'ABSENT' as const, ...(reason ? { reason } : {}) };
  }
  if (roll < 0.13)
    return {
      studentId,
      status: 'LATE' as const,
      minutesLate: 5 + Math.floor(chance('late', studentId, date) * 41),
    };
  return { studentId, status: 'PRESENT' as const };
}

/** The last `count` school days of the term before today, the latest last. */
export function pastSchoolDays(
  term: { startDate: string; endDate: string },
  today: string,
  count = DAYS,
): string[] {
  const days: string[] = [];
  for (
    let ms = Date.parse(`${today}T00:00:00Z`) - 86_400_000;
    days.length < count;
    ms -= 86_400_000
  ) {
    const day = new Date(ms).toISOString().slice(0, 10);
    if (day < term.startDate) break;
    if (day <= term.endDate && isWeekday(day)) days.unshift(day);
  }
  return days;
}

/**
 * Registers for the demo classes over the last school days of the current term before `today`, taken through
 * RecordAttendance as the admin would; today's registers are left for the teachers (and show in
 * the admin's "not taken"). Classes without students have no register to take.
 */
export async function seedDemoAttendance(api: DemoApi, today: string): Promise<number> {
  const [term] = await api.list<{ startDate: string; endDate: string }>('terms', { current: true });
  if (!term) return 0;
  const days = pastSchoolDays(term, today);
  const classes = await api.list<{ id: string }>('classes');
  const registers: { classId: string; date: string; entries: ReturnType<typeof demoMark>[] }[] = [];
  for (const klass of classes) {
    const roll = await api.list<{ id: string }>('attendance-roll', { classId: klass.id });
    if (roll.length === 0) continue;
    for (const date of days)
      registers.push({ classId: klass.id, date, entries: roll.map((s) => demoMark(s.id, date)) });
  }
  for (let i = 0; i < registers.length; i += AT_ONCE) {
    await Promise.all(registers.slice(i, i + AT_ONCE).map((r) => api.send('RecordAttendance', r)));
  }
  return registers.length;
}

/**
 * Today's register of the class of the demo parent's child at this school, taken by its admin with
 * that child absent, when today is a school day of the current term: the parent's bell (and an SMS,
 * this school holding their phone only) carry the alert at first sight, the other school's
 * registers stay for its teachers to take. Answers whether it was taken.
 */
export async function seedDemoAbsenceAlert(
  api: DemoApi,
  parentPhone: string,
  today: string,
): Promise<boolean> {
  const [term] = await api.list<{ startDate: string; endDate: string }>('terms', { current: true });
  if (!term || !isWeekday(today) || today < term.startDate || today > term.endDate) return false;
  const [parent] = await api.list<{ students: { id: string }[] }>('parents', {
    q: parentPhone.slice(-9),
  });
  const childId = parent?.students[0]?.id;
  if (!childId) return false;
  const [child] = await api.list<{ classId: string | null }>('students', { id: childId });
  if (!child?.classId) return false;
  const roll = await api.list<{ id: string }>('attendance-roll', { classId: child.classId });
  const entries = roll.map((s) =>
    s.id === childId ? { studentId: s.id, status: 'ABSENT' as const } : demoMark(s.id, today),
  );
  await api.send('RecordAttendance', { classId: child.classId, date: today, entries });
  return true;
}

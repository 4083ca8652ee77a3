import type { ScoreFormat } from '../results/commands';
import type { CardChange, CardMark, ReportCardSnapshot } from '../results/snapshot';
import { MONTH_NAMES } from '../shared/dates';
import { reportCardLabels as l } from './labels';
import { verificationUrl } from './verification';

/** A published card as the screen and the PDF receive it: the frozen snapshot and what identifies that issue. */
export interface IssuedCard {
  snapshot: ReportCardSnapshot;
  verificationCode: string;
  fingerprint: string;
}

export interface CardRowText {
  subject: string;
  score: string;
  grade: string;
  comment: string;
  /** On a card with conduct and effort: each rating, or a dash when not rated. */
  conduct?: string;
  effort?: string;
}

/** Everything a card shows, as text: one function, so the screen and the PDF never disagree. */
export interface CardText {
  schoolName: string;
  studentName: string;
  registrationNumber: string;
  classGrade: string;
  term: string;
  classTeacher: string | null;
  rows: CardRowText[];
  /** The card has conduct and effort columns. */
  conductAndEffort: boolean;
  position: string;
  average: string;
  attendance: string | null;
  /** The subjects' points added up, where the level's scale gives points. */
  points: string | null;
  /** The day the next term opens ('12 January 2027'), once the school has set it for the term. */
  nextTermOpens: string | null;
  headComment: string;
  publishedOn: string;
  gradingSystem: { grade: string; range: string; points: string }[];
  gradingScaleVersion: number;
  version: number;
  /** On an amended version: what changed, one line each. */
  amendments: string[] | null;
  verificationCode: string;
  verificationUrl: string;
  fingerprint: string;
}

/** Zimbabwe keeps Central Africa Time (UTC+2) all year: no daylight saving to look up. */
const HARARE_OFFSET_MS = 2 * 3_600_000;

/** '14 April 2025': the day in Harare, spelled the same on every machine (no locale data involved). */
export function harareDate(iso: string): string {
  const d = new Date(Date.parse(iso) + HARARE_OFFSET_MS);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 72, 72.5, 72.25: at most two decimals, none when whole. */
export const scoreText = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * A card's score as the school chose to print it, rounded half up from the mark kept (to two
 * decimals): WHOLE 66.5 → '67', ONE_DECIMAL 72.25 → '72.3' and 67 → '67.0'. A card issued before
 * the school could choose prints as it did (`scoreText`). Only the printing rounds: grades,
 * averages and positions are worked out from the marks as kept.
 */
export function cardScore(n: number, format: ScoreFormat | undefined): string {
  if (format === undefined) return scoreText(n);
  // In hundredths, as integers, so 0.1-style binary fractions cannot tip a half the wrong way.
  const hundredths = Math.round(n * 100);
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  if (format === 'WHOLE') return `${sign}${Math.floor((abs + 50) / 100)}`;
  const tenths = Math.floor((abs + 5) / 10);
  return `${sign}${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export function markText(mark: CardMark): string {
  if (mark === null) return 'no mark';
  if (mark === 'ABSENT') return 'absent';
  if (mark === 'EXEMPT') return 'exempt';
  return scoreText(mark);
}

const positionOf = (position: number | null, size: number) =>
  position === null ? l.noMark : `${position} of ${size}`;

export function changeText(change: CardChange): string {
  switch (change.kind) {
    case 'mark': {
      // The correction's reason is the school's own unless the admin shared it with the family.
      const why = change.reason && change.reasonShared === true ? ` (${change.reason})` : '';
      return `${change.subjectName}, ${change.paperName}: from ${markText(change.previous)} to ${markText(change.mark)}${why}`;
    }
    case 'teacherComment':
      return `${change.subjectName}: the teacher's comment changed`;
    case 'headComment':
      return "The head's comment changed";
    case 'position':
      return `Class position: from ${positionOf(change.previous, change.previousClassSize)} to ${positionOf(change.position, change.classSize)}`;
    case 'other':
      return `Changed: ${change.field}`;
    default: {
      const never: never = change;
      return String(never);
    }
  }
}

/** The points of the subjects that have them, added up; none when the scale gives no points or no subject has any. */
function pointsTotal(s: ReportCardSnapshot): string | null {
  if (!s.gradingScale.rows.some((row) => row.points !== undefined)) return null;
  const scored = s.subjects.filter(
    (subject) => subject.finalMark !== null && subject.points !== null,
  );
  return scored.length === 0
    ? null
    : String(scored.reduce((sum, subject) => sum + (subject.points ?? 0), 0));
}

export function cardText(card: IssuedCard, publicUrl: string): CardText {
  const s = card.snapshot;
  const sameName = s.class.name.trim().toLowerCase() === s.level.name.trim().toLowerCase();
  return {
    schoolName: s.school.name.trim() || l.schoolFallback,
    studentName: `${s.student.firstName} ${s.student.lastName}`,
    registrationNumber: s.student.registrationNumber,
    classGrade: sameName ? s.class.name : `${s.class.name} (${s.level.name})`,
    term: `${s.term.name} ${s.academicYear.name}`,
    classTeacher: s.classTeacher?.name ?? null,
    rows: s.subjects.map((subject) => ({
      subject: subject.subjectName,
      score:
        subject.finalMark === null
          ? subject.status === 'incomplete'
            ? l.incomplete
            : l.noMark
          : cardScore(subject.finalMark, s.scoreFormat),
      grade: subject.grade ?? l.noMark,
      comment: subject.comment ?? l.noComment,
      ...(s.conductAndEffort
        ? { conduct: subject.conduct ?? l.noMark, effort: subject.effort ?? l.noMark }
        : {}),
    })),
    conductAndEffort: s.conductAndEffort === true,
    position: positionOf(s.position, s.classSize),
    average:
      s.average === null
        ? l.noMark
        : `${cardScore(s.average, s.scoreFormat)}${s.averageGrade ? ` (${s.averageGrade})` : ''}`,
    attendance: s.attendance
      ? `${s.attendance.daysPresent} of ${s.attendance.totalDays} days present, ${s.attendance.daysAbsent} absent`
      : null,
    points: pointsTotal(s),
    nextTermOpens: s.term.nextTermOpens ? harareDate(`${s.term.nextTermOpens}T12:00:00Z`) : null,
    headComment: s.headComment ?? l.noComment,
    publishedOn: harareDate(s.publishedAt),
    gradingSystem: [...s.gradingScale.rows]
      .sort((a, b) => b.minScore - a.minScore)
      .map((row) => ({
        grade: row.grade,
        range: `${row.minScore}–${row.maxScore}`,
        points: row.points === undefined ? '' : String(row.points),
      })),
    gradingScaleVersion: s.gradingScale.version,
    version: s.version,
    amendments: s.amended ? s.changes.map(changeText) : null,
    verificationCode: card.verificationCode,
    verificationUrl: verificationUrl(publicUrl, card.verificationCode),
    fingerprint: card.fingerprint,
  };
}

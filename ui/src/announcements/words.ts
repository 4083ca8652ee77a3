import type { AudienceKind, RecipientRole } from '@chikoro/contracts';

export const audienceChoices: { kind: AudienceKind; label: string }[] = [
  { kind: 'WHOLE_SCHOOL', label: 'Whole school' },
  { kind: 'LEVELS', label: 'Parents of levels/grades' },
  { kind: 'CLASSES', label: 'Parents of classes' },
  { kind: 'TEACHERS', label: 'Teachers' },
  { kind: 'PARENTS', label: 'All parents' },
];

export const roleWords: Record<RecipientRole, string> = {
  PARENT: 'Parents',
  TEACHER: 'Teachers',
  STUDENT: 'Students',
};

/** "Form 1 and Form 2 parents" → "Form 1 and Form 2 parents"; "the whole school" → "The whole school". */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where an SMS's short link leads, on this site. */
export const shortLinkOf = (code: string) => `${window.location.origin}/a/${code}`;

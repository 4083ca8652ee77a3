import type { PostedAudience } from './commands';

const joined = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The audience in words, as the audit log and the lists say it: "Form 1 and Form 2 parents". */
export function audienceLabel(audience: PostedAudience): string {
  switch (audience.kind) {
    case 'WHOLE_SCHOOL':
      return 'the whole school';
    case 'TEACHERS':
      return 'teachers';
    case 'PARENTS':
      return 'all parents';
    case 'LEVELS':
    case 'CLASSES':
      return `${joined(audience.names)} parents`;
  }
}

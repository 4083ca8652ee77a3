import type { Role } from '@chikoro/contracts';
import { recordCommands, type RecordCommand } from '../api/commands';

/** react-admin's own actions on a resource; a command's action is the command's type. */
type ReadAction = 'list' | 'show';

interface Grants {
  reads: Record<string, readonly ReadAction[]>;
  commands: readonly RecordCommand[];
}

/**
 * What each role may see and send from a react-admin area: only cosmetic, the services decide.
 * A command is granted on the resource it changes (see recordCommands), never on another.
 */
export const grantsByRole: Partial<Record<Role, Grants>> = {
  SUPERADMIN: {
    reads: {
      'school-enrolment-requests': ['list', 'show'],
      'enquiries-from-schools': ['list', 'show'],
      events: ['list'],
      people: ['list'],
      'event-types': ['list'],
    },
    commands: ['ApproveSchool', 'RejectSchool', 'CorrectSchoolDetails', 'ResolveEnquiry', 'ReopenEnquiry', 'InviteEnquirerToEnrol'],
  },
  ADMIN: {
    reads: {
      'report-cards': ['list', 'show'],
      'class-management': ['list', 'show'],
      'teacher-management': ['list', 'show'],
      'school-events': ['list'],
      'student-management': ['list', 'show'],
      'parent-management': ['list', 'show'],
      'exam-management': ['list'],
      'results-management': ['list'],
      attendance: ['list', 'show'],
      'attendance-summary': ['list'],
      'attendance-entries': ['list'],
      'attendance-roll': ['list'],
      'absence-reports': ['list'],
      announcements: ['list', 'show'],
      'announcement-reads': ['list'],
      'announcement-recipients': ['list'],
      documents: ['list'],
    },
    commands: [
      'AssignClassTeacher', 'ChangeClassDetails', 'AssignTeacher', 'UnassignTeacher', 'ChangeTeacherStatus', 'RemoveTeacher',
      'ChangeStudentStatus', 'MoveStudentToClass', 'WithdrawStudent',
      'ChangeParentStatus', 'RemoveParent', 'LinkParentToStudent', 'UnlinkParentFromStudent',
    ],
  },
  // A teacher reads their classes and those classes' students (the services answer no other) and changes neither.
  TEACHER: {
    reads: {
      'class-management': ['list', 'show'],
      'student-management': ['list'],
      'exam-management': ['list'],
      'grading-results': ['list'],
      'attendance-summary': ['list'],
      'attendance-entries': ['list'],
      'attendance-roll': ['list'],
      'absence-reports': ['list'],
      announcements: ['list', 'show'],
      documents: ['list'],
    },
    commands: [],
  },
  /** The student portal reads the student's own exams; its other pages read the student's own records directly. */
  STUDENT: {
    reads: { 'exam-time-table': ['list'], documents: ['list'] },
    commands: [],
  },
  /** Their children's cards, registers and the announcements that reached them (the server keeps each to the parent's family). */
  PARENT: {
    reads: {
      'report-cards': ['list', 'show'],
      'attendance-summary': ['list'],
      'attendance-entries': ['list'],
      'absence-reports': ['list'],
      announcements: ['list', 'show'],
      documents: ['list'],
    },
    commands: [],
  },
};

export function canAccess(role: Role | null | undefined, resource: string, action: string): boolean {
  const grants = role ? grantsByRole[role] : undefined;
  if (!grants) return false;
  if ((grants.reads[resource] as readonly string[] | undefined)?.includes(action)) return true;
  const command = grants.commands.find((c) => c === action);
  return command !== undefined && recordCommands[command].resource === resource;
}

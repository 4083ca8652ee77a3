import { describe, expect, it } from 'vitest';
import { canAccess } from './access';

describe('what the superadmin may see and send', () => {
  it('lists and shows enrolment requests and enquiries, lists the audit log', () => {
    expect(canAccess('SUPERADMIN', 'school-enrolment-requests', 'list')).toBe(true);
    expect(canAccess('SUPERADMIN', 'school-enrolment-requests', 'show')).toBe(true);
    expect(canAccess('SUPERADMIN', 'enquiries-from-schools', 'list')).toBe(true);
    expect(canAccess('SUPERADMIN', 'events', 'list')).toBe(true);
  });

  it('sends each decision on the resource it changes', () => {
    for (const command of ['ApproveSchool', 'RejectSchool', 'CorrectSchoolDetails'])
      expect(canAccess('SUPERADMIN', 'school-enrolment-requests', command)).toBe(true);
    for (const command of ['ResolveEnquiry', 'ReopenEnquiry', 'InviteEnquirerToEnrol'])
      expect(canAccess('SUPERADMIN', 'enquiries-from-schools', command)).toBe(true);
  });

  it('sends no command on another resource, and no edit or delete of react-admin’s own', () => {
    expect(canAccess('SUPERADMIN', 'enquiries-from-schools', 'ApproveSchool')).toBe(false);
    expect(canAccess('SUPERADMIN', 'school-enrolment-requests', 'edit')).toBe(false);
    expect(canAccess('SUPERADMIN', 'events', 'delete')).toBe(false);
  });
});

describe('what another role may do in the superadmin area', () => {
  it('nothing: a school admin, a parent or no one signed in sees no action', () => {
    expect(canAccess('ADMIN', 'school-enrolment-requests', 'ApproveSchool')).toBe(false);
    expect(canAccess('PARENT', 'enquiries-from-schools', 'list')).toBe(false);
    expect(canAccess(null, 'school-enrolment-requests', 'list')).toBe(false);
  });
});

describe('what a school admin may see and send', () => {
  it('lists classes, teachers and the school audit log; sends the class and teacher commands on their own resource only', () => {
    expect(canAccess('ADMIN', 'class-management', 'list')).toBe(true);
    expect(canAccess('ADMIN', 'teacher-management', 'list')).toBe(true);
    expect(canAccess('ADMIN', 'school-events', 'list')).toBe(true);
    expect(canAccess('ADMIN', 'class-management', 'AssignClassTeacher')).toBe(true);
    expect(canAccess('ADMIN', 'teacher-management', 'ChangeTeacherStatus')).toBe(true);
    expect(canAccess('ADMIN', 'teacher-management', 'AssignClassTeacher')).toBe(false);
    expect(canAccess('TEACHER', 'teacher-management', 'RemoveTeacher')).toBe(false);
  });

  it('lists students and parents, and sends their record commands on them only', () => {
    expect(canAccess('ADMIN', 'student-management', 'list')).toBe(true);
    expect(canAccess('ADMIN', 'parent-management', 'list')).toBe(true);
    for (const command of ['ChangeStudentStatus', 'MoveStudentToClass', 'WithdrawStudent'])
      expect(canAccess('ADMIN', 'student-management', command)).toBe(true);
    for (const command of [
      'ChangeParentStatus',
      'RemoveParent',
      'LinkParentToStudent',
      'UnlinkParentFromStudent',
    ])
      expect(canAccess('ADMIN', 'parent-management', command)).toBe(true);
    expect(canAccess('ADMIN', 'parent-management', 'WithdrawStudent')).toBe(false);
    expect(canAccess('TEACHER', 'student-management', 'WithdrawStudent')).toBe(false);
  });

  it('lists and shows the report cards, and changes none of them from react-admin', () => {
    expect(canAccess('ADMIN', 'report-cards', 'list')).toBe(true);
    expect(canAccess('ADMIN', 'report-cards', 'show')).toBe(true);
    expect(canAccess('ADMIN', 'report-cards', 'edit')).toBe(false);
  });
});

describe('what a student may see and send', () => {
  it('lists their exam time table, and nothing of the school’s records', () => {
    expect(canAccess('STUDENT', 'exam-time-table', 'list')).toBe(true);
    expect(canAccess('STUDENT', 'exam-time-table', 'show')).toBe(false);
    expect(canAccess('STUDENT', 'exam-management', 'list')).toBe(false);
    expect(canAccess('STUDENT', 'student-management', 'list')).toBe(false);
    expect(canAccess('STUDENT', 'report-cards', 'list')).toBe(false);
  });
});

describe('what a teacher may see and send', () => {
  it('lists and opens their classes, lists their students, exams and grading', () => {
    expect(canAccess('TEACHER', 'class-management', 'list')).toBe(true);
    expect(canAccess('TEACHER', 'class-management', 'show')).toBe(true);
    expect(canAccess('TEACHER', 'student-management', 'list')).toBe(true);
    expect(canAccess('TEACHER', 'exam-management', 'list')).toBe(true);
    expect(canAccess('TEACHER', 'grading-results', 'list')).toBe(true);
  });

  it('changes no class, student or teacher, and sees no admin-only list', () => {
    for (const command of ['AssignClassTeacher', 'ChangeClassDetails'])
      expect(canAccess('TEACHER', 'class-management', command)).toBe(false);
    for (const command of ['ChangeStudentStatus', 'MoveStudentToClass', 'WithdrawStudent'])
      expect(canAccess('TEACHER', 'student-management', command)).toBe(false);
    expect(canAccess('TEACHER', 'class-management', 'edit')).toBe(false);
    expect(canAccess('TEACHER', 'teacher-management', 'list')).toBe(false);
    expect(canAccess('TEACHER', 'parent-management', 'list')).toBe(false);
    expect(canAccess('TEACHER', 'school-events', 'list')).toBe(false);
  });
});

describe('what a parent may see and send', () => {
  it("reads their children's report cards, registers and announcements; changes nothing; sees no school list", () => {
    expect(canAccess('PARENT', 'report-cards', 'list')).toBe(true);
    expect(canAccess('PARENT', 'report-cards', 'show')).toBe(true);
    expect(canAccess('PARENT', 'attendance-summary', 'list')).toBe(true);
    expect(canAccess('PARENT', 'announcements', 'list')).toBe(true);
    expect(canAccess('PARENT', 'absence-reports', 'list')).toBe(true);
    expect(canAccess('PARENT', 'report-cards', 'edit')).toBe(false);
    for (const resource of [
      'student-management',
      'parent-management',
      'class-management',
      'announcement-reads',
    ])
      expect(canAccess('PARENT', resource, 'list')).toBe(false);
    expect(canAccess('PARENT', 'parent-management', 'UnlinkParentFromStudent')).toBe(false);
  });
});

describe("the school's documents", () => {
  it('every school role lists them (the service decides which), none edits or deletes them from react-admin', () => {
    for (const role of ['ADMIN', 'TEACHER', 'STUDENT', 'PARENT'] as const) {
      expect(canAccess(role, 'documents', 'list')).toBe(true);
      expect(canAccess(role, 'documents', 'delete')).toBe(false);
    }
  });
  it('a student or a parent reads nothing else of the admin’s', () => {
    expect(canAccess('PARENT', 'student-management', 'list')).toBe(false);
    expect(canAccess('STUDENT', 'announcements', 'list')).toBe(false);
  });
});

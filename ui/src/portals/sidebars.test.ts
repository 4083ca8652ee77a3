import ProfileIcon from '@mui/icons-material/AccountCircle';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AnnouncementIcon from '@mui/icons-material/Campaign';
import ClassIcon from '@mui/icons-material/Class';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventIcon from '@mui/icons-material/Event';
import AttendanceIcon from '@mui/icons-material/EventAvailable';
import FaceIcon from '@mui/icons-material/Face';
import FamilyIcon from '@mui/icons-material/FamilyRestroom';
import GradingIcon from '@mui/icons-material/Grading';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsIcon from '@mui/icons-material/Payments';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PrintIcon from '@mui/icons-material/Print';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import UploadIcon from '@mui/icons-material/UploadFile';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@chikoro/contracts';
import { aliasesFor, sidebarFor } from '../modules';

/** A role's sidebar as it reads: label, address and icon of each entry, top to bottom. */
const sidebar = (role: Role) => sidebarFor(role).map((e) => [e.label, e.to, e.icon]);
type Row = [string, string, ComponentType | undefined];

describe('each role’s sidebar, entry by entry in the specs’ order', () => {
  it('the superadmin’s: spec 000 §2’s side menu, plus the audit log', () => {
    expect(sidebar('SUPERADMIN')).toEqual<Row[]>([
      ['Statistics', '/superadmin-dashboard', AssessmentIcon],
      ['School Enrollment', '/superadmin-dashboard/school-enrolment-requests', SchoolIcon],
      ['Enquiries', '/superadmin-dashboard/enquiries-from-schools', QuestionAnswerIcon],
      ['Audit log', '/superadmin-dashboard/events', HistoryIcon],
      ['Getting Started', '/superadmin-dashboard/getting-started', HelpOutlineIcon],
    ]);
  });

  it('the school admin’s: spec 001 §2.2, the bursars after the teachers, then attendance and printable lists in their places, fees, term close, report cards and the audit log', () => {
    expect(sidebar('ADMIN')).toEqual<Row[]>([
      ['Dashboard', '/admin', DashboardIcon],
      ['Student Management', '/admin/student-management', FaceIcon],
      ['Teacher Management', '/admin/teacher-management', SchoolIcon],
      ['Bursars', '/admin/bursars', PointOfSaleIcon],
      ['Class Management', '/admin/class-management', ClassIcon],
      ['Printable Lists', '/admin/printable-lists', PrintIcon],
      ['Attendance', '/admin/attendance', AttendanceIcon],
      ['Parent Management', '/admin/parent-management', FamilyIcon],
      ['Exam Management', '/admin/exam-management', QuizIcon],
      ['Results Management', '/admin/results-management', GradingIcon],
      ['Fees', '/admin/fees', PaymentsIcon],
      ['Communications Centre', '/admin/communications_centre', AnnouncementIcon],
      ['School Settings', '/admin/menage-school-info', TuneIcon],
      ['School Events and Announcements', '/admin/school_events_and_announcements', EventIcon],
      ['Profile', '/admin/profile_section', ProfileIcon],
      ['Documents', '/admin/documents_section', DescriptionIcon],
      ['Settings', '/admin/settings_section', SettingsIcon],
      ['Statistics', '/admin/statistics', AssessmentIcon],
      ['Getting Started', '/admin/getting_started', HelpOutlineIcon],
      ['Term Close', '/admin/term-close', EventBusyIcon],
      ['Promotion', '/admin/promotion', UpgradeIcon],
      ['Report Cards', '/admin/report-cards', AssignmentIcon],
      ['Audit log', '/admin/school-events', HistoryIcon],
    ]);
  });

  it('the teacher’s: spec 001 §2.11, with the register, the printable lists and the report cards', () => {
    expect(sidebar('TEACHER')).toEqual<Row[]>([
      ['Dashboard', '/teacher-portal', DashboardIcon],
      ['Class Management', '/teacher-portal/class-management', ClassIcon],
      ['Take register', '/teacher-portal/take-register', AttendanceIcon],
      ['Printable Lists', '/teacher-portal/printable-lists', PrintIcon],
      ['Student Management', '/teacher-portal/student-management', FaceIcon],
      ['Exam Management', '/teacher-portal/exam-management', QuizIcon],
      ['Grading Results', '/teacher-portal/grading-results', GradingIcon],
      ['Uploading Results', '/teacher-portal/uploading-results', UploadIcon],
      ['Report Cards', '/teacher-portal/report-cards', AssignmentIcon],
      ['Documents', '/teacher-portal/documents_section', DescriptionIcon],
      ['Profile', '/teacher-portal/profile_section', ProfileIcon],
      ['Settings', '/teacher-portal/settings', SettingsIcon],
    ]);
  });

  it('the student’s: spec 001 §2.12, without icons', () => {
    expect(sidebar('STUDENT')).toEqual<Row[]>([
      ['Dashboard', '/student-portal', undefined],
      ['Subjects', '/student-portal/subjects', undefined],
      ['Exam Time Table', '/student-portal/exam-time-table', undefined],
      ['Exam Results', '/student-portal/exam-results', undefined],
      ['Report Card', '/student-portal/report-card', undefined],
      ['Documents', '/student-portal/documents_section', undefined],
      ['Profile', '/student-portal/profile_section', undefined],
      ['Settings', '/student-portal/settings_section', undefined],
    ]);
  });

  it('the parent’s: spec 001 §2.13, without icons', () => {
    expect(sidebar('PARENT')).toEqual<Row[]>([
      ['Dashboard', '/parent', undefined],
      ['Students', '/parent/students', undefined],
      ['School Communication', '/parent/school-communication', undefined],
      ['Fees Management', '/parent/fees_management', undefined],
      ['Documents', '/parent/documents_section', undefined],
      ['Profile', '/parent/profile_section', undefined],
      ['Settings', '/parent/settings_section', undefined],
    ]);
  });

  it('the bursar’s: the Fees page alone, which is their home', () => {
    expect(sidebar('BURSAR')).toEqual<Row[]>([['Fees', '/bursar', PaymentsIcon]]);
  });
});

describe('the specs’ other spellings of the admin’s addresses', () => {
  it('each leads to its clean address; the other areas have none', () => {
    expect(aliasesFor('admin')).toEqual({
      student_management: 'student-management',
      teacher_management: 'teacher-management',
      class_management: 'class-management',
      parent_management: 'parent-management',
      exam_management: 'exam-management',
      'manage-school-info': 'menage-school-info',
      'getting-started': 'getting_started',
    });
    for (const area of ['superadmin', 'teacher', 'student', 'parent', 'bursar'] as const)
      expect(aliasesFor(area)).toEqual({});
  });
});

describe('the places the modules give their entries', () => {
  it('no two entries of one sidebar share a place, so their order never depends on the module list’s', () => {
    for (const role of ['SUPERADMIN', 'ADMIN', 'TEACHER', 'STUDENT', 'PARENT', 'BURSAR'] as const) {
      const places = sidebarFor(role).map((e) => e.order);
      expect(new Set(places).size, role).toBe(places.length);
    }
  });
});

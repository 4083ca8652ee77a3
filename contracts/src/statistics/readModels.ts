/** The platform's figures, from the statistics read model (rebuilt from the whole log on demand). */
export interface PlatformStatistics {
  /** Sign-in accounts the log created: the superadmin, school admins, parents. */
  users: number;
  /** Approved schools. */
  schools: number;
  /** Students enrolled in Chikoro (none until student enrolment exists). */
  studentsEnrolled: number;
  /** Students declared on the enrolment forms of approved schools. */
  studentsDeclared: number;
  teachersDeclared: number;
  enrolments: { pending: number; approved: number; rejected: number; total: number };
  enquiries: { open: number; resolved: number; total: number };
  /** Enrolment requests per month of submission (YYYY-MM), with the decisions taken that month. */
  byMonth: { month: string; submitted: number; approved: number; rejected: number }[];
  /** Approved schools per province and per ownership type. */
  byProvince: { province: string; schools: number }[];
  byOwnership: { ownershipType: string; schools: number }[];
  /** The log position these figures include. */
  position: number;
}

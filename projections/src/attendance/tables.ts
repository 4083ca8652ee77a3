import type { attendanceModel } from '@chikoro/contracts';

export type AttendanceTable = (typeof attendanceModel.tables)[number];

/** Each table's DDL, given its physical name (live or rebuild). */
export const attendanceTables: Record<AttendanceTable, (t: string) => string> = {
  attendance_registers: (t) => `
    CREATE TABLE ${t} (
      id text PRIMARY KEY,
      school_id uuid NOT NULL,
      class_id uuid NOT NULL,
      class_name text NOT NULL,
      date date NOT NULL,
      term_id uuid NOT NULL,
      taken_by text,
      taken_by_name text,
      taken_at timestamptz NOT NULL,
      present int NOT NULL DEFAULT 0,
      absent int NOT NULL DEFAULT 0,
      late int NOT NULL DEFAULT 0,
      total int NOT NULL DEFAULT 0,
      corrections int NOT NULL DEFAULT 0
    );
    CREATE INDEX ON ${t} (school_id, date);`,
  attendance_entries: (t) => `
    CREATE TABLE ${t} (
      id text PRIMARY KEY,
      register_id text NOT NULL,
      school_id uuid NOT NULL,
      class_id uuid NOT NULL,
      class_name text NOT NULL,
      date date NOT NULL,
      term_id uuid NOT NULL,
      student_id uuid NOT NULL,
      student_name text NOT NULL,
      status text NOT NULL,
      minutes_late int,
      reason text,
      history jsonb NOT NULL DEFAULT '[]',
      last_position bigint NOT NULL
    );
    CREATE INDEX /* kept while rebuilding */ ON ${t} (register_id);
    CREATE INDEX ON ${t} (student_id, term_id);`,
  attendance_classes: (t) => `
    CREATE TABLE ${t} (
      class_id uuid PRIMARY KEY,
      school_id uuid NOT NULL,
      name text NOT NULL,
      status text NOT NULL,
      created_on date NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX ON ${t} (school_id);`,
  attendance_terms: (t) => `
    CREATE TABLE ${t} (term_id uuid PRIMARY KEY, school_id uuid NOT NULL, academic_year_id uuid NOT NULL, name text NOT NULL, start_date date NOT NULL, end_date date NOT NULL);
    CREATE INDEX ON ${t} (school_id);`,
  attendance_roll: (t) => `
    CREATE TABLE ${t} (student_id uuid PRIMARY KEY, school_id uuid NOT NULL, class_id uuid NOT NULL, name text NOT NULL, status text NOT NULL);
    CREATE INDEX ON ${t} (class_id);`,
  attendance_absence_reports: (t) => `
    CREATE TABLE ${t} (
      id text PRIMARY KEY,
      school_id uuid NOT NULL,
      student_id uuid NOT NULL,
      student_name text NOT NULL,
      class_id uuid NOT NULL,
      class_name text,
      date date NOT NULL,
      reason text NOT NULL,
      parent_id uuid NOT NULL,
      parent_name text NOT NULL,
      reported_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX ON ${t} (class_id, date);
    CREATE INDEX ON ${t} (school_id, date);
    CREATE INDEX ON ${t} (student_id, date);`,
};

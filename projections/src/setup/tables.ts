/** The set-up read model's tables: every row names its school; ids are the records' own. */
export const setupTables = {
  academic_years: (t: string) => `
    CREATE TABLE ${t} (
      id uuid PRIMARY KEY,
      school_id text NOT NULL,
      name text NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      opened_at timestamptz NOT NULL
    );
    CREATE INDEX ON ${t} (school_id, start_date);`,
  terms: (t: string) => `
    CREATE TABLE ${t} (
      id uuid PRIMARY KEY,
      school_id text NOT NULL,
      academic_year_id uuid NOT NULL,
      academic_year_name text NOT NULL,
      name text NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      status text NOT NULL,
      added_at timestamptz NOT NULL
    );
    CREATE INDEX ON ${t} (school_id, start_date);`,
  departments: (t: string) => `
    CREATE TABLE ${t} (
      id uuid PRIMARY KEY,
      school_id text NOT NULL,
      name text NOT NULL,
      subject_count integer NOT NULL DEFAULT 0,
      removed boolean NOT NULL DEFAULT false,
      added_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX ON ${t} (school_id, lower(name));`,
  levels: (t: string) => `
    CREATE TABLE ${t} (
      id uuid PRIMARY KEY,
      school_id text NOT NULL,
      name text NOT NULL,
      description text,
      scale_version integer NOT NULL,
      grading_scale jsonb NOT NULL,
      defined_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX ON ${t} (school_id, lower(name));`,
  grading_scales: (t: string) => `
    CREATE TABLE ${t} (
      id uuid PRIMARY KEY,
      school_id text NOT NULL,
      level_id uuid NOT NULL,
      level_name text NOT NULL,
      version integer NOT NULL,
      rows jsonb NOT NULL,
      current boolean NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (level_id, version)
    );
    CREATE INDEX ON ${t} (school_id, level_id);`,
  subjects: (t: string) => `
    CREATE TABLE ${t} (
      id uuid PRIMARY KEY,
      school_id text NOT NULL,
      name text NOT NULL,
      code text,
      department_id uuid,
      department_name text,
      added_at timestamptz NOT NULL
    );
    CREATE INDEX /* kept while rebuilding */ ON ${t} (school_id, lower(name));`,
};

import { describe, expect, it } from 'vitest';
import { students } from '../students/students';
import { splitDdl } from './rebuild';

describe('a table split for a rebuild', () => {
  it('keeps an index marked kept while rebuilding with the table, and leaves the others for after the rows', () => {
    const { table, indexes } = splitDdl(`
      CREATE TABLE t (id uuid PRIMARY KEY, a text, b jsonb);
      CREATE INDEX ON t (a);
      CREATE INDEX /* kept while rebuilding */ ON t USING gin (b jsonb_path_ops) WITH (fastupdate = off);
      create index on t (lower(a), id);`);
    expect(indexes).toEqual(['CREATE INDEX ON t (a);', 'create index on t (lower(a), id);']);
    expect(table).toContain('CREATE TABLE t (id uuid PRIMARY KEY, a text, b jsonb);');
    expect(table).toContain('CREATE INDEX /* kept while rebuilding */ ON t USING gin (b jsonb_path_ops) WITH (fastupdate = off);');
    expect(table).not.toMatch(/\(a\);|lower\(a\)/);
  });

  it('keeps the students indexes a batch searches by: the parents lists and the classes', () => {
    const { table, indexes } = splitDdl(students.tables.students('s'));
    expect(table).toMatch(/USING gin \(parents jsonb_path_ops\)/);
    expect(table).toMatch(/ON s \(school_id, class_id\)/);
    expect(indexes).toEqual(['CREATE INDEX ON s (school_id, lower(last_name), lower(first_name));']);
  });
});

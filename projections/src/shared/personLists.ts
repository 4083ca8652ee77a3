import type { ProjectionContext } from '../runner/projection';

type Db = ProjectionContext['db'];

/**
 * A row's list of people ({ id, name }) kept as a JSON array. Each write is idempotent by value:
 * adding someone already there, or removing someone absent, changes nothing.
 */
export async function linkPerson(
  db: Db,
  table: string,
  column: string,
  rowId: string,
  person: { id: string; name: string | null },
): Promise<void> {
  await db.query(
    `UPDATE ${table} SET ${column} = ${column} || jsonb_build_array(jsonb_build_object('id', $2::text, 'name', $3::text))
     WHERE id = $1 AND NOT ${column} @> jsonb_build_array(jsonb_build_object('id', $2::text))`,
    [rowId, person.id, person.name],
  );
}

/** Removes the person from one row, or from every row that lists them. */
export async function dropPerson(
  db: Db,
  table: string,
  column: string,
  personId: string,
  rowId?: string,
): Promise<void> {
  await db.query(
    `UPDATE ${table} SET ${column} = COALESCE((SELECT jsonb_agg(p) FROM jsonb_array_elements(${column}) p WHERE p->>'id' <> $1), '[]'::jsonb)
     WHERE ${column} @> jsonb_build_array(jsonb_build_object('id', $1::text)) ${rowId ? 'AND id = $2' : ''}`,
    rowId ? [personId, rowId] : [personId],
  );
}

/** The person's name, wherever they are listed. */
export async function renamePerson(
  db: Db,
  table: string,
  column: string,
  personId: string,
  name: string,
): Promise<void> {
  await db.query(
    `UPDATE ${table} SET ${column} = (SELECT jsonb_agg(CASE WHEN p->>'id' = $1 THEN jsonb_build_object('id', $1::text, 'name', $2::text) ELSE p END)
       FROM jsonb_array_elements(${column}) p)
     WHERE ${column} @> jsonb_build_array(jsonb_build_object('id', $1::text))`,
    [personId, name],
  );
}

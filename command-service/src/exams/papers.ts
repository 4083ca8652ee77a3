import type pg from 'pg';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import type { OtherPaper } from './commands';
import { examDecider } from './decide';
import { examStream } from './exam';

/**
 * The command side's index of exams by class, subject and term, so CreateExam and
 * ChangeExamDetails can refuse a paper number already used and weights over 100.
 *
 * Kept in the command path, not by a reactor: a reactor applies an exam only after it is
 * appended, so two papers created at the same moment would both pass the check. Here the check
 * and a short reservation run under one advisory lock per class, subject and term; the
 * reservation covers the moment between the check and the append. The index says only which
 * exams belong to the group: their paper numbers and weights are folded from their own streams,
 * so a change, a cancellation or a failed append can never leave it wrong. A reservation whose
 * append never happened lapses after a minute.
 */
export async function migrateExamPapers(db: Pick<pg.Pool, 'query'>): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS exam_papers (
      exam_id uuid PRIMARY KEY,
      class_id uuid NOT NULL,
      subject_id uuid NOT NULL,
      term_id uuid NOT NULL,
      paper_no int NOT NULL,
      weight numeric NOT NULL,
      reserved_until timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS exam_papers_group ON exam_papers (class_id, subject_id, term_id);
  `);
}

export interface PaperGroup {
  classId: string;
  subjectId: string;
  termId: string;
}

interface IndexRow {
  exam_id: string;
  paper_no: number;
  weight: string;
  fresh: boolean;
}

/** The other exams of the group as their streams say, plus any reservation not yet appended. */
async function otherPapers(
  client: pg.PoolClient,
  store: EventStore,
  group: PaperGroup,
  examId: string,
): Promise<OtherPaper[]> {
  const { rows } = await client.query<IndexRow>(
    `SELECT exam_id, paper_no, weight, reserved_until > now() AS fresh FROM exam_papers
     WHERE class_id = $1 AND subject_id = $2 AND term_id = $3 AND exam_id <> $4`,
    [group.classId, group.subjectId, group.termId, examId],
  );
  const papers: OtherPaper[] = [];
  for (const row of rows) {
    const state = fold(
      examDecider,
      (await store.readStream(examStream(row.exam_id))).map(decodeEvent),
    );
    const reserved = row.fresh
      ? { examId: row.exam_id, paperNo: row.paper_no, weight: Number(row.weight) }
      : undefined;
    if (state.status === 'Active') {
      // A change being appended right now counts with both its old and its new values.
      papers.push({
        examId: row.exam_id,
        paperNo: state.paperNo,
        weight: Math.max(state.weight, reserved?.weight ?? 0),
      });
      if (reserved && reserved.paperNo !== state.paperNo) papers.push({ ...reserved, weight: 0 });
    } else if (state.status === 'Initial' && reserved) papers.push(reserved);
  }
  return papers;
}

/**
 * Decides with the group's other papers under the group's lock and, when the decision stands,
 * reserves this paper's number and weight before the command appends.
 */
export async function reservePaper(
  pool: pg.Pool,
  store: EventStore,
  group: PaperGroup,
  paper: { examId: string; paperNo: number; weight: number },
  decide: (others: OtherPaper[]) => void,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `exam-papers:${group.classId}:${group.subjectId}:${group.termId}`,
    ]);
    decide(await otherPapers(client, store, group, paper.examId));
    await client.query(
      `INSERT INTO exam_papers (exam_id, class_id, subject_id, term_id, paper_no, weight, reserved_until)
       VALUES ($1, $2, $3, $4, $5, $6, now() + interval '1 minute')
       ON CONFLICT (exam_id) DO UPDATE SET paper_no = EXCLUDED.paper_no, weight = EXCLUDED.weight, reserved_until = EXCLUDED.reserved_until`,
      [paper.examId, group.classId, group.subjectId, group.termId, paper.paperNo, paper.weight],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

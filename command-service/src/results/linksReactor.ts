import type pg from 'pg';
import type {
  ParentLinkedToStudent,
  ParentUnlinkedFromStudent,
  ReportCardIssued,
  ResultsLinkSettingChanged,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { startCheckpointedConsumer, type RunningConsumer } from '@chikoro/eventstore/consumer';
import { fold } from '../commands/decider';
import type { Mailer } from '../notify/mailer';
import { parentDecider } from '../parents/decide';
import { parentStream } from '../parents/parent';
import {
  newResultsLinkToken,
  resultsLink,
  resultsLinkExpiry,
  resultsLinkHash,
  resultsLinkMessage,
  resultsLinkRecipients,
  type LinkedParent,
} from './links';

type Db = Pick<pg.PoolClient, 'query'>;
type LinkOptions = { store: EventStore; mailer: Mailer; publicUrl: string };

export const RESULTS_LINKS_REACTOR = 'results-links';

/**
 * The reactor's tables: each link sent (its token's SHA-256, never the token), and its own copies,
 * in log order, of each school's choice and of which parents are linked to which student.
 */
export async function migrateResultsLinks(db: Db): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS results_links (
      token_hash text PRIMARY KEY,
      school_id uuid NOT NULL,
      report_card_id uuid NOT NULL,
      version int NOT NULL,
      class_id uuid NOT NULL,
      term_id uuid NOT NULL,
      student_id uuid NOT NULL,
      parent_id uuid NOT NULL,
      issued_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      UNIQUE (report_card_id, parent_id)
    );
    CREATE INDEX IF NOT EXISTS results_links_card ON results_links (class_id, term_id, student_id);
    CREATE TABLE IF NOT EXISTS results_link_settings (school_id uuid PRIMARY KEY, send boolean NOT NULL);
    CREATE TABLE IF NOT EXISTS results_link_families (
      student_id uuid NOT NULL,
      parent_id uuid NOT NULL,
      PRIMARY KEY (student_id, parent_id)
    );
  `);
}

/** The card's student's parents as each parent's stream stood when the card was issued. */
async function parentsOf(
  store: EventStore,
  db: Db,
  studentId: string,
  at: number,
): Promise<LinkedParent[]> {
  const { rows } = await db.query<{ parent_id: string }>(
    'SELECT parent_id FROM results_link_families WHERE student_id = $1 ORDER BY parent_id',
    [studentId],
  );
  const parents: LinkedParent[] = [];
  for (const { parent_id: parentId } of rows) {
    const history = (await store.readStream(parentStream(parentId))).filter(
      (e) => e.position <= at,
    );
    const state = fold(parentDecider, history.map(decodeEvent));
    if (state.status !== 'Initial') parents.push({ ...state, parentId });
  }
  return parents;
}

/**
 * An issued version revokes the links of the student's earlier versions, then, when the school
 * sends results links, makes one link per active parent and puts its message in the outbox. The
 * link, the message and the checkpoint commit together, and a link is made once per version and
 * parent: a replay sends nothing twice.
 */
async function issued(options: LinkOptions, db: Db, event: RecordedEvent): Promise<void> {
  const card = (decodeEvent(event) as unknown as ReportCardIssued).data;
  await db.query(
    `UPDATE results_links SET revoked_at = $5 WHERE class_id = $1 AND term_id = $2 AND student_id = $3
       AND version < $4 AND revoked_at IS NULL`,
    [card.classId, card.termId, card.studentId, card.version, card.issuedAt],
  );
  const { rows } = await db.query<{ send: boolean }>(
    'SELECT send FROM results_link_settings WHERE school_id = $1',
    [card.schoolId],
  );
  const parents = await parentsOf(options.store, db, card.studentId, event.position);
  for (const parent of resultsLinkRecipients(card, rows[0]?.send ?? false, parents)) {
    const token = newResultsLinkToken();
    const made = await db.query(
      `INSERT INTO results_links (token_hash, school_id, report_card_id, version, class_id, term_id, student_id,
         parent_id, issued_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (report_card_id, parent_id) DO NOTHING`,
      [
        resultsLinkHash(token),
        card.schoolId,
        card.reportCardId,
        card.version,
        card.classId,
        card.termId,
        card.studentId,
        parent.parentId,
        card.issuedAt,
        resultsLinkExpiry(card.issuedAt),
      ],
    );
    if (made.rowCount === 1)
      await options.mailer.enqueue(
        resultsLinkMessage(card, parent, resultsLink(options.publicUrl, token)),
        db,
      );
  }
}

/** Applies a batch of the log in order: the reactor's copies first, then each issued card. */
export async function applyResultsLinkEvents(
  options: LinkOptions,
  events: readonly RecordedEvent[],
  client: Db,
): Promise<void> {
  for (const event of events) {
    if (event.type === 'ResultsLinkSettingChanged') {
      const d = (event as unknown as ResultsLinkSettingChanged).data;
      await client.query(
        `INSERT INTO results_link_settings (school_id, send) VALUES ($1, $2)
         ON CONFLICT (school_id) DO UPDATE SET send = EXCLUDED.send`,
        [d.schoolId, d.sendOnPublication],
      );
    } else if (event.type === 'ParentLinkedToStudent') {
      const d = (event as unknown as ParentLinkedToStudent).data;
      await client.query(
        'INSERT INTO results_link_families (student_id, parent_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [d.studentId, d.parentId],
      );
    } else if (event.type === 'ParentUnlinkedFromStudent') {
      const d = (event as unknown as ParentUnlinkedFromStudent).data;
      await client.query(
        'DELETE FROM results_link_families WHERE student_id = $1 AND parent_id = $2',
        [d.studentId, d.parentId],
      );
    } else if (event.type === 'ReportCardIssued') await issued(options, client, event);
  }
}

/** Sends results links on each issued card, for the schools that chose to (off by default). */
export function startResultsLinksReactor(
  options: LinkOptions & { pool: pg.Pool; onError?(error: unknown): void },
): Promise<RunningConsumer> {
  return startCheckpointedConsumer({
    store: options.store,
    pool: options.pool,
    name: RESULTS_LINKS_REACTOR,
    checkpointTable: 'reactor_checkpoints',
    onError: options.onError,
    handle: (events: RecordedEvent[], client) => applyResultsLinkEvents(options, events, client),
  });
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  canonicalJson,
  reportCardsStream,
  type ReportCardSnapshot,
  type Role,
} from '@chikoro/contracts';
import { sampleSnapshot } from '@chikoro/contracts/reportcards/sampleCard';
import { createTokens, sessionsOf } from '@chikoro/platform';
import type { TestPlatform } from './harness';

export const TEST_JWT_SECRET = 'report-card-tests-secret-0123456789abcdef';

export interface IssuedVersion {
  reportCardId: string;
  verificationCode: string;
  fingerprint: string;
  position: number;
}

/**
 * Given: a card version issued as the results module issues it (a ReportCardIssued on the class's
 * report-cards stream), for read-side tests that need published cards without the whole
 * exams-and-marks history behind them.
 */
export async function issueCard(
  t: TestPlatform,
  card: Partial<ReportCardSnapshot> &
    Pick<ReportCardSnapshot, 'school' | 'student' | 'class' | 'term'>,
): Promise<IssuedVersion> {
  const snapshot = sampleSnapshot({ reportCardId: randomUUID(), ...card });
  const verificationCode = randomBytes(12).toString('base64url');
  const fingerprint = createHash('sha256').update(canonicalJson(snapshot)).digest('hex');
  const metadata = {
    actorId: null,
    actorRole: 'ADMIN' as const,
    schoolId: snapshot.school.id,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: snapshot.publishedAt,
    schemaVersion: 1,
  };
  const { position } = await t.platform.store.appendToStream(
    reportCardsStream(snapshot.class.id, snapshot.term.id),
    [
      {
        type: 'ReportCardIssued',
        data: {
          schoolId: snapshot.school.id,
          classId: snapshot.class.id,
          termId: snapshot.term.id,
          studentId: snapshot.student.id,
          reportCardId: snapshot.reportCardId,
          version: snapshot.version,
          amended: snapshot.amended,
          verificationCode,
          fingerprint,
          snapshot,
          issuedAt: snapshot.publishedAt,
        },
        metadata,
      },
    ],
    { expectedRevision: 'any' },
  );
  return { reportCardId: snapshot.reportCardId, verificationCode, fingerprint, position };
}

/** Given: a parent linked to a student (as the students module records it). */
export async function linkParent(
  t: TestPlatform,
  schoolId: string,
  parentId: string,
  studentId: string,
): Promise<number> {
  const { position } = await t.platform.store.appendToStream(
    `parent-link-${parentId}-${studentId}`,
    [
      {
        type: 'ParentLinkedToStudent',
        data: {
          schoolId,
          parentId,
          studentId,
          studentName: 'Rudo Moyo',
          registrationNumber: 'MAB-26-0002',
          linkedAt: new Date().toISOString(),
        },
        metadata: {
          actorId: null,
          actorRole: 'ADMIN',
          schoolId,
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return position;
}

/** A signed-in session for a person whose account another module creates (a student, a parent, a teacher). */
export async function tokenFor(
  t: TestPlatform,
  principal: { userId: string; role: Role; schoolId: string },
): Promise<string> {
  const sessionId = await sessionsOf(t.platform.pool).open(principal.userId);
  return createTokens(TEST_JWT_SECRET, 900).sign({ ...principal, sessionId }).token;
}

import { createHash } from 'node:crypto';
import {
  ConflictError,
  canonicalJson,
  cardChanges,
  cardContents,
  resultMessages as m,
  sameContent,
  type CardContent,
  type CommandContext,
  type PublicationInputs,
  type ReportCardEvent,
  type ReportCardIssued,
  type ReportCardSnapshot,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

/** The latest issued version of each student's card, and whether the class's results were ever published. */
export interface PublicationState {
  published: boolean;
  cards: Record<string, { version: number; content: CardContent }>;
}
export const initialPublicationState: PublicationState = { published: false, cards: {} };

export function contentOf(snapshot: ReportCardSnapshot): CardContent {
  const {
    reportCardId: _id,
    version: _version,
    amended: _amended,
    changes: _changes,
    publishedAt: _at,
    ...content
  } = snapshot;
  return content;
}

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolvePublication(
  state: PublicationState,
  event: { type: string; data: unknown },
): PublicationState {
  if (event.type === 'ResultsPublished') return { ...state, published: true };
  if (event.type !== 'ReportCardIssued') return state;
  const { studentId, version, snapshot } = (event as ReportCardIssued).data;
  return {
    ...state,
    cards: { ...state.cards, [studentId]: { version, content: contentOf(snapshot) } },
  };
}

/** The card's fingerprint: SHA-256 (hex) of its canonical text. */
export const fingerprintOf = (snapshot: ReportCardSnapshot): string =>
  createHash('sha256').update(canonicalJson(snapshot)).digest('hex');

/**
 * PublishResults by the admin, or the re-issue a mark correction calls for. The inputs were
 * gathered by folding streams; ids and verification codes are fresh values from the edge (one per
 * student), so this stays pure.
 */
export interface PublishResults {
  type: 'PublishResults';
  schoolId: string;
  classId: string;
  termId: string;
  trigger: 'admin' | 'correction';
  inputs: PublicationInputs;
  fresh: { ids: string[]; codes: string[] };
}

/**
 * Issues a card for each student whose card would differ from the one last issued (version n + 1,
 * amended, with what changed), and nothing when none differs. Only the admin's publication marks the
 * class published; a correction re-issues only after a publication.
 */
function publishResults(
  command: PublishResults,
  state: PublicationState,
  context: CommandContext,
): ReportCardEvent[] {
  if (command.trigger === 'correction' && !state.published) return [];
  if (
    command.trigger === 'admin' &&
    (command.inputs.students.length === 0 || command.inputs.papers.length === 0)
  )
    throw new ConflictError(m.nothingToPublish);
  const contents = cardContents(command.inputs);
  // A correction changes marks, not the attendance counted at publication: each re-issued card keeps the figures it was published with.
  if (command.trigger === 'correction') {
    for (const [studentId, content] of contents) {
      const published = state.cards[studentId]?.content.attendance;
      if (published) content.attendance = published;
      else delete content.attendance;
    }
  }
  const issued: ReportCardEvent[] = [];
  [...contents].forEach(([studentId, content], i) => {
    const previous = state.cards[studentId];
    if (previous && sameContent(previous.content, content)) return;
    const version = (previous?.version ?? 0) + 1;
    const snapshot: ReportCardSnapshot = {
      reportCardId: command.fresh.ids[i]!,
      version,
      amended: previous !== undefined,
      changes: previous ? cardChanges(previous.content, content, command.inputs.papers) : [],
      publishedAt: context.now,
      ...content,
    };
    issued.push({
      type: 'ReportCardIssued',
      data: {
        schoolId: command.schoolId,
        classId: command.classId,
        termId: command.termId,
        studentId,
        reportCardId: snapshot.reportCardId,
        version,
        amended: snapshot.amended,
        verificationCode: command.fresh.codes[i]!,
        fingerprint: fingerprintOf(snapshot),
        snapshot,
        issuedAt: context.now,
      },
    });
  });
  if (issued.length === 0 || command.trigger === 'correction') return issued;
  return [
    ...issued,
    {
      type: 'ResultsPublished',
      data: {
        schoolId: command.schoolId,
        classId: command.classId,
        termId: command.termId,
        issued: issued.length,
        students: contents.size,
        publishedAt: context.now,
      },
    },
  ];
}

export const publicationDecider: Decider<PublicationState, PublishResults, ReportCardEvent> = {
  initialState: initialPublicationState,
  evolve: evolvePublication,
  decide: publishResults,
};

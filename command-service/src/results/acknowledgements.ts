import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  resultMessages as m,
  studentMessages,
  type CommandContext,
  type ReportCardAcknowledged,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { isParentOf } from '../scope';

/** Who has acknowledged one version of one card: parent record ids. */
export interface AcknowledgementsState {
  parentIds: string[];
}
export const initialAcknowledgementsState: AcknowledgementsState = { parentIds: [] };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveAcknowledgements(
  state: AcknowledgementsState,
  event: { type: string; data: unknown },
): AcknowledgementsState {
  if (event.type !== 'ReportCardAcknowledged') return state;
  const { parentId } = (event as ReportCardAcknowledged).data;
  return state.parentIds.includes(parentId) ? state : { parentIds: [...state.parentIds, parentId] };
}

/** The card version as the publication stream has it, and the newest version of the same student's card there. */
export interface AcknowledgedCard {
  schoolId: string;
  classId: string;
  termId: string;
  studentId: string;
  reportCardId: string;
  version: number;
  latestVersion: number;
  /** The card's student has graduated (their record, read at the edge). */
  graduated?: boolean;
}

/**
 * What the edge found: the card (from its class and term's publication stream), and the acting
 * parent's record at the card's school with the children linked to it (none: not a parent there).
 */
export type AcknowledgeReportCard = {
  type: 'AcknowledgeReportCard';
  card: AcknowledgedCard;
  parent: { parentId: string; name: string | undefined; studentIds: readonly string[] } | undefined;
};

/**
 * A parent of the card's student, once per version, and only the newest version: an amended card
 * is acknowledged again as it now stands. Anyone else learns nothing of the card (404).
 */
function acknowledgeReportCard(
  command: AcknowledgeReportCard,
  state: AcknowledgementsState,
  context: CommandContext,
): ReportCardAcknowledged[] {
  if (context.actorRole !== 'PARENT') throw new ForbiddenError(m.acknowledgeOnlyParent);
  const { card, parent } = command;
  if (!isParentOf(parent, card.studentId))
    throw new NotFoundError(m.reportCardNotFound, [
      { field: 'reportCardId', message: m.reportCardNotFound },
    ]);
  // A graduate's family keeps reading the past cards, and sends nothing more about them.
  if (card.graduated) throw new ForbiddenError(studentMessages.graduatedChild);
  if (card.version < card.latestVersion) throw new ConflictError(m.acknowledgeNewer);
  if (state.parentIds.includes(parent.parentId)) return [];
  return [
    {
      type: 'ReportCardAcknowledged',
      data: {
        schoolId: card.schoolId,
        classId: card.classId,
        termId: card.termId,
        studentId: card.studentId,
        reportCardId: card.reportCardId,
        version: card.version,
        parentId: parent.parentId,
        parentName: parent.name ?? 'A parent',
        acknowledgedAt: context.now,
      },
    },
  ];
}

export const acknowledgementsDecider: Decider<
  AcknowledgementsState,
  AcknowledgeReportCard,
  ReportCardAcknowledged
> = {
  initialState: initialAcknowledgementsState,
  evolve: evolveAcknowledgements,
  decide: acknowledgeReportCard,
};

import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type CommandContext,
  type ReportCardAcknowledged,
} from '@chikoro/contracts';
import {
  acknowledgementsDecider,
  type AcknowledgeReportCard,
  type AcknowledgedCard,
} from './acknowledgements';

const now = '2026-12-04T17:30:00.000Z';
const card: AcknowledgedCard = {
  schoolId: 'school-1',
  classId: 'class-1',
  termId: 'term-3',
  studentId: 's1',
  reportCardId: 'card-v2',
  version: 2,
  latestVersion: 2,
};
const mother = { parentId: 'p-mother', name: 'Chipo Mutasa', studentIds: ['s1', 's2'] };
const father = { parentId: 'p-father', name: 'Tawanda Mutasa', studentIds: ['s1'] };
const asParent: CommandContext = {
  actorId: 'signin-mother',
  actorRole: 'PARENT',
  schoolId: 'school-1',
  now,
};

const acknowledge = (
  parent: AcknowledgeReportCard['parent'],
  changes: Partial<AcknowledgedCard> = {},
): AcknowledgeReportCard => ({
  type: 'AcknowledgeReportCard',
  card: { ...card, ...changes },
  parent,
});
const acknowledged = (parentId: string, parentName: string): ReportCardAcknowledged => ({
  type: 'ReportCardAcknowledged',
  data: {
    schoolId: 'school-1',
    classId: 'class-1',
    termId: 'term-3',
    studentId: 's1',
    reportCardId: 'card-v2',
    version: 2,
    parentId,
    parentName,
    acknowledgedAt: now,
  },
});

function given(events: ReportCardAcknowledged[]) {
  const state = events.reduce(acknowledgementsDecider.evolve, acknowledgementsDecider.initialState);
  return {
    when:
      (command: AcknowledgeReportCard, context: CommandContext = asParent) =>
      () =>
        acknowledgementsDecider.decide(command, state, context),
  };
}

describe('a parent acknowledges a report card', () => {
  it('records the version, the parent record and their name', () => {
    expect(given([]).when(acknowledge(mother))()).toEqual([
      acknowledged('p-mother', 'Chipo Mutasa'),
    ]);
  });
  it('a second time appends nothing; the other parent of the child acknowledges as well', () => {
    const history = [acknowledged('p-mother', 'Chipo Mutasa')];
    expect(given(history).when(acknowledge(mother))()).toEqual([]);
    expect(given(history).when(acknowledge(father))()).toEqual([
      acknowledged('p-father', 'Tawanda Mutasa'),
    ]);
  });
  it('a parent without a name on record is named as a parent', () => {
    expect(given([]).when(acknowledge({ ...father, name: undefined }))()[0]!.data.parentName).toBe(
      'A parent',
    );
  });
  it('a superseded version is refused: the newest is the one to acknowledge', () => {
    expect(given([]).when(acknowledge(mother, { reportCardId: 'card-v1', version: 1 }))).toThrow(
      new ConflictError(
        'This report card has been amended since: open the newest version and acknowledge that one',
      ),
    );
  });
  it('a parent not linked to the student, or with no record at the school, learns nothing of the card', () => {
    expect(given([]).when(acknowledge({ ...father, studentIds: ['s9'] }))).toThrow(NotFoundError);
    expect(given([]).when(acknowledge(undefined))).toThrow(
      new NotFoundError('No such report card', [
        { field: 'reportCardId', message: 'No such report card' },
      ]),
    );
  });
  it("a graduated child's parent reads the card and acknowledges nothing more (403); another family still learns nothing", () => {
    expect(given([]).when(acknowledge(mother, { graduated: true }))).toThrow(
      new ForbiddenError(
        'This child has graduated: their past report cards and results stay open to read, but nothing more can be sent about them',
      ),
    );
    expect(
      given([]).when(acknowledge({ ...father, studentIds: ['s9'] }, { graduated: true })),
    ).toThrow(NotFoundError);
  });
  it('no other role acknowledges, not even the admin', () => {
    for (const actorRole of ['ADMIN', 'TEACHER', 'STUDENT', 'SUPERADMIN'] as const) {
      expect(given([]).when(acknowledge(mother), { ...asParent, actorRole })).toThrow(
        ForbiddenError,
      );
    }
  });
});

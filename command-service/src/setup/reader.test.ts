import { describe, expect, it } from 'vitest';
import { schoolSetupStream } from '@chikoro/contracts';
import type { EventStore, RecordedEvent } from '@chikoro/eventstore';
import { schoolSetupOf, setupNames } from './reader';

const schoolId = '5c0d1e2f-0000-4000-8000-00000000000a';
const year = '5c0d1e2f-0000-4000-8000-0000000000b1';
const term = '5c0d1e2f-0000-4000-8000-0000000000b2';
const form1 = '5c0d1e2f-0000-4000-8000-0000000000f1';
const maths = '5c0d1e2f-0000-4000-8000-0000000000a1';
const at = '2026-01-05T08:00:00.000Z';
const scale = { version: 1, rows: [{ grade: 'A', minScore: 75, maxScore: 100, pass: true }] };

const recorded = (
  type: string,
  data: Record<string, unknown>,
  position: number,
): RecordedEvent => ({
  id: `e${position}`,
  type,
  data: { schoolId, ...data },
  streamId: schoolSetupStream(schoolId),
  revision: position - 1,
  position,
  recordedAt: at,
  metadata: {
    actorId: null,
    actorRole: 'ADMIN',
    schoolId,
    correlationId: 'c',
    causationId: null,
    occurredAt: at,
    schemaVersion: 1,
  },
});

/** A store holding one school's set-up stream, and nothing else. */
const storeOf = (events: RecordedEvent[]) =>
  ({
    readStream: (streamId: string) =>
      Promise.resolve(streamId === schoolSetupStream(schoolId) ? events : []),
  }) as unknown as EventStore;

describe("the set-up module's reader", () => {
  const store = storeOf([
    recorded(
      'AcademicYearOpened',
      {
        academicYearId: year,
        name: '2026',
        startDate: '2026-01-12',
        endDate: '2026-12-04',
        openedAt: at,
      },
      1,
    ),
    recorded(
      'TermAdded',
      {
        termId: term,
        academicYearId: year,
        name: 'Term 1',
        startDate: '2026-01-12',
        endDate: '2026-04-02',
        addedAt: at,
      },
      2,
    ),
    recorded(
      'LevelDefined',
      { levelId: form1, name: 'Form 1', gradingScale: scale, definedAt: at },
      3,
    ),
    recorded(
      'SubjectAdded',
      { subjectId: maths, name: 'Mathematics', code: 'MAT', addedAt: at },
      4,
    ),
  ]);

  it("names the school's years, terms, levels and subjects by id", async () => {
    const names = await setupNames(store, schoolId);
    expect([...names.years]).toEqual([[year, '2026']]);
    expect([...names.terms]).toEqual([[term, { name: 'Term 1', academicYearId: year }]]);
    expect([...names.levels]).toEqual([[form1, 'Form 1']]);
    expect([...names.subjects]).toEqual([[maths, 'Mathematics']]);
  });

  it("gives the term's dates and the level's scale as the stream tells them", async () => {
    const setup = await schoolSetupOf(store, schoolId);
    expect(setup.terms[term]).toEqual({
      termId: term,
      academicYearId: year,
      name: 'Term 1',
      startDate: '2026-01-12',
      endDate: '2026-04-02',
    });
    expect(setup.levels[form1]?.scale.version).toBe(1);
  });

  it('names nothing without a school, and nothing of a school with no set-up', async () => {
    const none = await setupNames(store, null);
    const other = await setupNames(store, '5c0d1e2f-0000-4000-8000-00000000000b');
    expect([none.levels.size, none.subjects.size, none.terms.size, none.years.size]).toEqual([
      0, 0, 0, 0,
    ]);
    expect([other.levels.size, other.subjects.size, other.terms.size, other.years.size]).toEqual([
      0, 0, 0, 0,
    ]);
  });
});

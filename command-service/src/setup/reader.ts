import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { evolveSetup, initialSetupState, schoolSetupStream, type SetupState } from './setup';

/**
 * The school's set-up as its one stream tells it, for every other module's rules (years, terms,
 * levels, subjects): the set-up module folds its stream, no other module does. The school comes
 * from the token, so another school's record is simply not there.
 */
export async function schoolSetupOf(store: EventStore, schoolId: string): Promise<SetupState> {
  return fold(
    { initialState: initialSetupState, evolve: evolveSetup },
    (await store.readStream(schoolSetupStream(schoolId))).map(decodeEvent),
  );
}

/** What the school's set-up says of the records a class, an exam or an assignment refers to, by id. */
export interface SetupNames {
  levels: Map<string, string>;
  subjects: Map<string, string>;
  terms: Map<string, { name: string; academicYearId: string }>;
  years: Map<string, string>;
}

/** The names of the school's levels, subjects, terms and years (none without a school). */
export async function setupNames(store: EventStore, schoolId: string | null): Promise<SetupNames> {
  const setup = schoolId ? await schoolSetupOf(store, schoolId) : initialSetupState;
  return {
    levels: new Map(Object.values(setup.levels).map((l) => [l.levelId, l.name])),
    subjects: new Map(Object.values(setup.subjects).map((s) => [s.subjectId, s.name])),
    terms: new Map(
      Object.values(setup.terms).map((t) => [
        t.termId,
        { name: t.name, academicYearId: t.academicYearId },
      ]),
    ),
    years: new Map(Object.values(setup.years).map((y) => [y.academicYearId, y.name])),
  };
}

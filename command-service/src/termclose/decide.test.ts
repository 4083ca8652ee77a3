import { describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  ValidationError,
  type CommandContext,
  type TermCloseEvent,
} from '@chikoro/contracts';
import { termCloseDecider, type TermCloseCommand } from './decide';

const schoolId = '7a1d2c3b-0000-4000-8000-00000000000a';
const termId = '7a1d2c3b-0000-4000-8000-0000000000f3';
const term = { schoolId, termId, termName: 'Term 3 2026', endDate: '2026-12-04' };
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-12-04T13:00:00.000Z',
};
const closed: TermCloseEvent = {
  type: 'TermClosed',
  data: { schoolId, termId, termName: 'Term 3 2026', closedAt: '2026-12-04T12:00:00.000Z' },
};
const reopened: TermCloseEvent = {
  type: 'TermReopened',
  data: {
    schoolId,
    termId,
    termName: 'Term 3 2026',
    reason: 'Late science marks',
    reopenedAt: '2026-12-04T12:30:00.000Z',
  },
};
const close: TermCloseCommand = { type: 'CloseTerm', term };
const reopen: TermCloseCommand = {
  type: 'ReopenTerm',
  term,
  reason: 'Mrs Dube’s project marks came in late',
};

function given(events: TermCloseEvent[]) {
  const state = events.reduce(termCloseDecider.evolve, termCloseDecider.initialState);
  return {
    when:
      (command: TermCloseCommand, context = admin) =>
      () =>
        termCloseDecider.decide(command, state, context),
  };
}

describe('CloseTerm, when the term is open', () => {
  it('the school’s admin closes it, naming the term and when', () => {
    expect(given([]).when(close)()).toEqual([
      {
        type: 'TermClosed',
        data: { schoolId, termId, termName: 'Term 3 2026', closedAt: '2026-12-04T13:00:00.000Z' },
      },
    ]);
  });
  it('a term reopened closes again', () => {
    expect(given([closed, reopened]).when(close)()).toEqual([
      {
        type: 'TermClosed',
        data: { schoolId, termId, termName: 'Term 3 2026', closedAt: '2026-12-04T13:00:00.000Z' },
      },
    ]);
  });
  it('nobody but the term’s school’s admin closes it', () => {
    expect(given([]).when(close, { ...admin, actorRole: 'TEACHER' })).toThrow(ForbiddenError);
    expect(
      given([]).when(close, { ...admin, schoolId: '7a1d2c3b-0000-4000-8000-00000000000b' }),
    ).toThrow(ForbiddenError);
  });
});

describe('CloseTerm, when the term is closed', () => {
  it('has nothing to do', () => expect(given([closed]).when(close)()).toEqual([]));
});

describe('ReopenTerm, when the term is closed', () => {
  it('the admin reopens it with the reason', () => {
    expect(given([closed]).when(reopen)()).toEqual([
      {
        type: 'TermReopened',
        data: {
          schoolId,
          termId,
          termName: 'Term 3 2026',
          reason: 'Mrs Dube’s project marks came in late',
          reopenedAt: '2026-12-04T13:00:00.000Z',
        },
      },
    ]);
  });
  it('a teacher may not reopen it', () =>
    expect(given([closed]).when(reopen, { ...admin, actorRole: 'TEACHER' })).toThrow(
      ForbiddenError,
    ));
});

describe('ReopenTerm, when the term is open', () => {
  it('has nothing to do, never closed or already reopened', () => {
    expect(given([]).when(reopen)()).toEqual([]);
    expect(given([closed, reopened]).when(reopen)()).toEqual([]);
  });
});

describe('SetNextTermOpening', () => {
  const set = (opensOn: string): TermCloseCommand => ({
    type: 'SetNextTermOpening',
    term,
    opensOn,
  });
  const opening: TermCloseEvent = {
    type: 'NextTermOpeningSet',
    data: {
      schoolId,
      termId,
      termName: 'Term 3 2026',
      opensOn: '2027-01-12',
      setAt: '2026-12-04T13:00:00.000Z',
    },
  };
  it('the admin sets the day the next term opens, the term open or closed', () => {
    expect(given([]).when(set('2027-01-12'))()).toEqual([opening]);
    expect(given([closed]).when(set('2027-01-12'))()).toEqual([opening]);
  });
  it('a new day replaces the one set; the same day again is nothing to do', () => {
    expect(given([opening]).when(set('2027-01-19'))()).toEqual([
      { ...opening, data: { ...opening.data, opensOn: '2027-01-19' } },
    ]);
    expect(given([opening, closed, reopened]).when(set('2027-01-12'))()).toEqual([]);
  });
  it('is refused on or before the term’s last day', () => {
    const message = 'The next term opens after this term ends';
    expect(given([]).when(set('2026-12-04'))).toThrow(
      new ValidationError(message, [{ field: 'opensOn', message }]),
    );
  });
  it('a teacher may not set it', () =>
    expect(given([]).when(set('2027-01-12'), { ...admin, actorRole: 'TEACHER' })).toThrow(
      ForbiddenError,
    ));
});

describe('evolve', () => {
  it('ignores events it does not know, so old streams replay', () => {
    expect(
      termCloseDecider.evolve({ status: 'Open', nextTermOpens: null }, {
        type: 'SomethingNew',
        data: {},
      } as never),
    ).toEqual({ status: 'Open', nextTermOpens: null });
  });
});

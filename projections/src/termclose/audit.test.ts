import { describe, expect, it } from 'vitest';
import { termCloseAudit } from './audit';

describe('the audit log’s words for closing a term', () => {
  it('prints the term closed and what that locks', () => {
    const said = termCloseAudit.TermClosed!(
      { termName: 'Term 3 2026' },
      { label: null, status: null },
    );
    expect(said.summary).toBe('Term 3 2026 closed: its marks and registers are locked');
    expect(said.changes).toEqual([{ field: 'status', before: null, after: 'Closed' }]);
  });
  it('prints a reopening with its reason', () => {
    const said = termCloseAudit.TermReopened!(
      { termName: 'Term 3 2026', reason: 'Late science marks' },
      { label: 'Term 3 2026', status: 'Closed' },
    );
    expect(said.summary).toBe('Term 3 2026 reopened: Late science marks');
    expect(said.changes).toEqual([{ field: 'status', before: 'Closed', after: 'Open' }]);
  });
  it('prints the day the next term opens', () => {
    const said = termCloseAudit.NextTermOpeningSet!(
      { termName: 'Term 3 2026', opensOn: '2027-01-12' },
      { label: 'Term 3 2026', status: 'Closed' },
    );
    expect(said.summary).toBe('Next term after Term 3 2026 opens on 12 Jan 2027');
    expect(said.record).toEqual({ label: 'Term 3 2026', status: 'Closed' });
  });
});

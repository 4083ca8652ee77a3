import { describe, expect, it } from 'vitest';
import { resultsAudit } from './audit';

const record = { label: null, status: null };

describe('the audit log’s words for the report-card choices', () => {
  it('prints what the school chose for its cards', () => {
    expect(
      resultsAudit.ReportCardSettingsChanged!(
        { conductAndEffort: true, scoreFormat: 'ONE_DECIMAL' },
        record,
      ).summary,
    ).toBe('Report cards set to show conduct and effort, scores printed with one decimal');
    expect(
      resultsAudit.ReportCardSettingsChanged!(
        { conductAndEffort: false, scoreFormat: 'WHOLE' },
        record,
      ).summary,
    ).toBe('Report cards set to leave out conduct and effort, scores printed as whole numbers');
  });

  it('prints a rating with what it replaced', () => {
    const said = resultsAudit.ConductAndEffortRecorded!(
      { conduct: 'A', effort: null, previous: { conduct: 'B', effort: 'C' } },
      record,
    );
    expect(said.summary).toBe('Conduct A, effort — recorded');
    expect(said.changes).toEqual([
      { field: 'conduct', before: 'B', after: 'A' },
      { field: 'effort', before: 'C', after: null },
    ]);
  });
});

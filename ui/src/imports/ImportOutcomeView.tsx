import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { importMessages as m, type ImportKind, type ImportOutcome } from '@chikoro/contracts';
import { UndoImportButton } from './UndoImportButton';
import { count, importWords } from './words';

/** What an undo did, in the kind's own words. */
export function undoneSentence(kind: ImportKind, undone: number): string {
  const w = importWords[kind];
  const what = {
    students: 'withdrawn',
    teachers: 'removed',
    parents: 'set back as they were before it',
    openingBalances: 'taken back',
  }[kind];
  return `The import was undone: ${count(undone, w.one, w.many)} ${what}.`;
}

/** The import's result: what each row did, the batch it is known by, and the way back. */
export function ImportOutcomeView({
  kind,
  outcome,
  onBusy,
}: {
  kind: ImportKind;
  outcome: ImportOutcome;
  onBusy(busy: boolean): void;
}) {
  const [undone, setUndone] = useState<number | null>(null);
  const words = importWords[kind];
  const touched = outcome.created + outcome.updated;
  const figures: [string, number][] = [
    ['Created', outcome.created],
    ['Updated', outcome.updated],
    ['Unchanged', outcome.skipped],
  ];
  if (outcome.failed > 0) figures.push(['Failed', outcome.failed]);
  if (outcome.invalid > 0) figures.push(['Skipped', outcome.invalid]);
  return (
    <Box data-testid="import-outcome" sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity={outcome.failed > 0 ? 'warning' : 'success'}>
        {touched > 0 ? m.added(words.plural) : `Nothing new: every row is already in the school.`}
        {outcome.failed > 0 &&
          ` ${count(outcome.failed, 'row')} could not be added (changed meanwhile): check them and import the file again.`}
        {outcome.invalid > 0 &&
          ` ${count(outcome.invalid, 'row')} with errors skipped: correct the downloaded rows and import them.`}
      </Alert>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dd': { m: 0 },
        }}
      >
        {figures.map(([label, n]) => (
          <Box
            key={label}
            sx={{ display: 'contents' }}
            data-testid={`outcome-${label.toLowerCase()}`}
          >
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ fontWeight: 600 }}>
              {n.toLocaleString('en-GB')}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" color="text.secondary">
          Batch
        </Typography>
        <Typography
          component="dd"
          data-testid="outcome-batch"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {outcome.batchId}
        </Typography>
      </Box>
      {undone !== null ? (
        <Alert severity="info" data-testid="import-undone">
          {undoneSentence(kind, undone)}
        </Alert>
      ) : (
        touched > 0 && (
          <UndoImportButton
            batchId={outcome.batchId}
            kind={kind}
            records={touched}
            onUndone={setUndone}
            onBusy={onBusy}
          />
        )
      )}
    </Box>
  );
}

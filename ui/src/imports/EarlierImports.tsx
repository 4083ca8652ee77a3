import { useState } from 'react';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useGetList } from 'react-admin';
import type { ImportBatch, ImportKind } from '@chikoro/contracts';
import { formatDateTime } from '../shared/dates';
import { undoneSentence } from './ImportOutcomeView';
import { UndoImportButton } from './UndoImportButton';

const statusColors = {
  Started: 'default',
  Interrupted: 'error',
  Completed: 'success',
  Undone: 'warning',
} as const;

function outcomeOf(b: ImportBatch): string {
  if (b.status === 'Started') return `${b.rows} rows, not finished`;
  if (b.status === 'Interrupted')
    return `Stopped before it finished: ${b.created} of ${b.rows} rows written. Undo them, or resume with the same file.`;
  const parts = [
    ['created', b.created],
    ['updated', b.updated],
    ['unchanged', b.skipped],
    ['failed', b.failed],
    ['with errors skipped', b.invalid],
  ].filter(([, n]) => Number(n) > 0);
  const done = parts.length
    ? parts.map(([w, n]) => `${String(n)} ${String(w)}`).join(', ')
    : 'no rows';
  return b.status === 'Undone' ? `${done}; ${b.undone} undone` : done;
}

/** The school's last imports of this kind, newest first: an import can be undone after its dialog is closed. */
export function EarlierImports({
  kind,
  onBusy,
  onResume,
}: {
  kind: ImportKind;
  onBusy(busy: boolean): void;
  onResume(batch: ImportBatch): void;
}) {
  const { data, isPending } = useGetList<ImportBatch>('import-batches', {
    filter: { kind },
    sort: { field: 'startedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 5 },
  });
  const [undone, setUndone] = useState<{ id: string; n: number } | null>(null);
  if (isPending || !data?.length) return null;
  return (
    <Box component="section" aria-labelledby="earlier-imports" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="earlier-imports" variant="subtitle2" component="h3">
        Earlier imports
      </Typography>
      {undone && (
        <Alert severity="info" data-testid="import-undone">
          {undoneSentence(kind, undone.n)}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {data.map((b) => {
          const name = `${b.fileName}, ${formatDateTime(b.startedAt)}`;
          return (
            <Box
              component="li"
              key={b.id}
              data-testid="earlier-import"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1,
                display: 'grid',
                gap: 0.5,
                overflowWrap: 'anywhere',
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
                  {name}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  label={b.status}
                  color={statusColors[b.status]}
                />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {outcomeOf(b)}
              </Typography>
              {(b.status === 'Completed' || b.status === 'Interrupted') &&
                b.created + b.updated > 0 && (
                  <UndoImportButton
                    batchId={b.id}
                    kind={kind}
                    name={name}
                    records={b.created + b.updated}
                    onUndone={(n) => setUndone({ id: b.id, n })}
                    onBusy={onBusy}
                  />
                )}
              {b.status === 'Interrupted' && (
                <Box>
                  <Button
                    variant="outlined"
                    startIcon={<PlayArrowIcon />}
                    onClick={() => onResume(b)}
                    aria-label={`Resume this import: ${name}`}
                  >
                    Resume this import
                  </Button>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

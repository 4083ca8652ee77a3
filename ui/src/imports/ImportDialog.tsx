import { useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRefresh } from 'react-admin';
import {
  importColumns,
  importMessages as m,
  type ImportBatch,
  type ImportDryRun,
  type ImportKind,
  type ImportOutcome,
} from '@chikoro/contracts';
import { decisionError } from '../shared/decisionError';
import { checkFile, downloadSkippedRows, downloadTemplate, importFile } from './api';
import { EarlierImports } from './EarlierImports';
import { ImportOutcomeView } from './ImportOutcomeView';
import { RowErrors } from './RowErrors';
import { count, importWords } from './words';

type Step =
  | { at: 'choose' }
  | { at: 'checking' }
  | { at: 'checked'; check: ImportDryRun }
  | { at: 'importing'; done: number; total: number }
  | { at: 'imported'; outcome: ImportOutcome };

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "48 new, 2 unchanged, 2 with errors": what the dry run found, the zero counts left out. */
function checkSummary(check: ImportDryRun): string {
  const rows = check.create + check.update + check.skip + check.errors;
  const parts = [
    [check.create, 'new'],
    [check.update, 'to update'],
    [check.skip, 'unchanged'],
    [check.errors, 'with errors'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, w]) => `${Number(n).toLocaleString('en-GB')} ${String(w)}`);
  return `${count(rows, 'row')}: ${parts.join(', ')}`;
}

/**
 * Spec 001 §2.4–2.6's bulk add: the template, a file checked by a dry run (errors by row and column,
 * nothing written), the import with its real progress, then what it did and the way back.
 */
export function ImportDialog({
  kind,
  open,
  onClose,
}: {
  kind: ImportKind;
  open: boolean;
  onClose(): void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  /** The interrupted batch the next file finishes (Resume in the earlier imports). */
  const [resuming, setResuming] = useState<ImportBatch | null>(null);
  const words = importWords[kind];
  const busy = step.at === 'checking' || step.at === 'importing' || undoing;

  const close = () => {
    if (busy) return;
    setStep({ at: 'choose' });
    setFile(null);
    setFailure(null);
    setResuming(null);
    onClose();
  };
  const download = async (format: 'csv' | 'xlsx') => {
    setFailure(null);
    try {
      await downloadTemplate(kind, format);
    } catch (error) {
      setFailure(decisionError(error, 'The template could not be downloaded. Try again.'));
    }
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Cleared, so choosing the same file again (once corrected) checks it again.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setFailure(null);
    setStep({ at: 'checking' });
    try {
      setStep({ at: 'checked', check: await checkFile(kind, chosen, resuming?.id) });
    } catch (error) {
      setStep({ at: 'choose' });
      setFailure(decisionError(error, 'The file could not be checked. Try again.'));
    }
  };
  const downloadSkipped = async () => {
    if (!file) return;
    setFailure(null);
    try {
      await downloadSkippedRows(kind, file, resuming?.id);
    } catch (error) {
      setFailure(decisionError(error, 'The rows with errors could not be downloaded. Try again.'));
    }
  };
  const runImport = async () => {
    if (!file || step.at !== 'checked') return;
    const skipInvalid = step.check.errors > 0;
    const total = step.check.rows.length - step.check.errors;
    setFailure(null);
    setStep({ at: 'importing', done: 0, total });
    try {
      const outcome = await importFile(
        kind,
        file,
        (done, all) => setStep({ at: 'importing', done, total: all }),
        skipInvalid,
        resuming?.id,
      );
      setStep({ at: 'imported', outcome });
      setResuming(null);
      refresh();
    } catch (error) {
      setStep({ at: 'choose' });
      setFailure(decisionError(error, m.addFailed(words.plural)));
      refresh();
    }
  };

  const resume = (batch: ImportBatch) => {
    setResuming(batch);
    setFailure(null);
    input.current?.click();
  };

  const columns = importColumns[kind].map((c) => c.header).join(', ');
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={`import-${kind}-title`}
    >
      <DialogTitle id={`import-${kind}-title`}>{words.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', overflowX: 'hidden' }}>
        {(step.at === 'choose' || step.at === 'checked' || step.at === 'checking') && (
          <>
            <Box component="section" sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2">
                One {words.one} a row, under the template&apos;s columns ({columns}). Save it as CSV
                or Excel (.xlsx), then choose it: every row is checked first, and nothing is written
                until you import.
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => void download('csv')}
                >
                  Template (CSV)
                </Button>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => void download('xlsx')}
                >
                  Template (Excel)
                </Button>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant={step.at === 'checked' ? 'outlined' : 'contained'}
                startIcon={<UploadFileIcon />}
                onClick={() => input.current?.click()}
                disabled={busy}
              >
                {file ? 'Choose another file' : 'Choose a file'}
              </Button>
              <input
                ref={input}
                type="file"
                hidden
                accept={ACCEPT}
                onChange={(e) => void choose(e)}
                data-testid="import-file"
                aria-label="CSV or Excel file"
              />
              {file && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {file.name}
                </Typography>
              )}
            </Box>
          </>
        )}
        {resuming && step.at !== 'imported' && (
          <Alert
            severity="info"
            data-testid="resuming"
            onClose={step.at === 'importing' ? undefined : () => setResuming(null)}
          >
            Resuming the interrupted import of {resuming.fileName}: choose the same file. The rows
            it already wrote show as unchanged and are not written again.
          </Alert>
        )}
        {step.at === 'checking' && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2">Checking every row of {file?.name} …</Typography>
            <LinearProgress aria-label="Checking the file" />
          </Box>
        )}
        {step.at === 'checked' && (
          <Box component="section" aria-label="Check of the file" sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2" data-testid="check-summary" sx={{ fontWeight: 600 }}>
              {checkSummary(step.check)}
            </Typography>
            {step.check.errors > 0 ? (
              <>
                <Alert severity="error">
                  {count(step.check.errors, 'row has', 'rows have')} errors. Nothing has been
                  written: correct the file and choose it again, or import the valid rows now and
                  download the others, with their errors, to correct and import later.
                </Alert>
                <RowErrors rows={step.check.rows.filter((r) => r.errors.length > 0)} />
                <Box>
                  <Button
                    size="small"
                    startIcon={<DownloadIcon />}
                    onClick={() => void downloadSkipped()}
                  >
                    Download the {count(step.check.errors, 'row')} with errors (CSV)
                  </Button>
                </Box>
              </>
            ) : (
              <Alert severity="info">The file is ready. Nothing has been written yet.</Alert>
            )}
          </Box>
        )}
        {step.at === 'importing' && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2">{m.adding(words.plural)}</Typography>
            <LinearProgress
              variant="determinate"
              value={step.total ? (step.done / step.total) * 100 : 0}
              aria-label="Import progress"
              data-testid="import-progress"
              sx={{ height: 8, borderRadius: 1 }}
            />
            <Typography variant="body2" color="text.secondary">
              {step.done.toLocaleString('en-GB')} of {count(step.total, 'row')} done
            </Typography>
          </Box>
        )}
        {step.at === 'imported' && (
          <ImportOutcomeView kind={kind} outcome={step.outcome} onBusy={setUndoing} />
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {step.at === 'choose' && (
          <EarlierImports kind={kind} onBusy={setUndoing} onResume={resume} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          Close
        </Button>
        {step.at === 'checked' && step.check.errors === 0 && (
          <Button variant="contained" onClick={() => void runImport()}>
            Import {count(step.check.rows.length, 'row')}
          </Button>
        )}
        {step.at === 'checked' &&
          step.check.errors > 0 &&
          step.check.rows.length > step.check.errors && (
            <Button variant="contained" onClick={() => void runImport()}>
              Import the {count(step.check.rows.length - step.check.errors, 'valid row')}, skip{' '}
              {step.check.errors.toLocaleString('en-GB')}
            </Button>
          )}
      </DialogActions>
    </Dialog>
  );
}

import { useRef, useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { saveBlob } from './api';
import { fetchClassPdf, sizeText, type PdfProgress } from './classPdf';

export interface ClassPdfButtonProps {
  classId: string;
  termId: string;
  /** "Form 2 Blue, Term 1 2025": what the file and the dialog are called. */
  label: string;
  size?: 'small' | 'medium';
}

/** Every published card of a class for a term as one PDF (admin), with what has arrived so far. */
export function ClassPdfButton({ classId, termId, label, size = 'medium' }: ClassPdfButtonProps) {
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<PdfProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    setOpen(true);
    setProgress(null);
    setError(null);
    setDone(false);
    controller.current = new AbortController();
    try {
      const blob = await fetchClassPdf(classId, termId, setProgress, controller.current.signal);
      saveBlob(
        blob,
        `report-cards-${label
          .replace(/[^\w]+/g, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase()}.pdf`,
      );
      setDone(true);
    } catch (e) {
      if (!controller.current.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    }
  };
  const close = () => {
    controller.current?.abort();
    setOpen(false);
  };
  const percent = progress?.total ? Math.round((progress.received / progress.total) * 100) : null;

  return (
    <>
      <Button
        size={size}
        startIcon={<PictureAsPdfIcon />}
        onClick={(e) => {
          e.stopPropagation();
          void start();
        }}
      >
        Class PDF
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="xs"
        onClick={(e) => e.stopPropagation()}
      >
        <DialogTitle>Report cards of {label}</DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error">{error}</Alert>
          ) : (
            <>
              <LinearProgress
                variant={percent === null ? 'indeterminate' : 'determinate'}
                value={percent ?? 0}
                sx={{ mb: 1.5 }}
                aria-label="PDF progress"
              />
              <Typography variant="body2" data-testid="class-pdf-progress">
                {!progress && 'Preparing one page per published card…'}
                {progress &&
                  !done &&
                  `${progress.cards ?? '?'} cards: ${sizeText(progress.received)}${progress.total ? ` of ${sizeText(progress.total)}` : ''} received`}
                {done &&
                  progress &&
                  `${progress.cards ?? '?'} cards (${sizeText(progress.received)}) downloaded.`}
              </Typography>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{done || error ? 'Close' : 'Cancel'}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

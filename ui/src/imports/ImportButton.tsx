import { useState } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ImportKind } from '@chikoro/contracts';
import { ImportDialog } from './ImportDialog';

/** A management list's "Import": many records at once from a CSV or Excel file. */
export function ImportButton({ kind, label = 'Import' }: { kind: ImportKind; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ImportDialog kind={kind} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

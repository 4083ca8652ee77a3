import { useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import { useProtectedFile } from '../api/useProtectedFile';

/**
 * A protected upload (GET /api/files/<id> needs the bearer token): fetched as a blob, shown as a
 * thumbnail (an image) or an icon (a PDF), and viewable full size in a dialog or a new tab.
 */
export function FileViewer({
  fileId,
  label,
}: {
  fileId: string | null | undefined;
  label: string;
}) {
  const { file, failed } = useProtectedFile(fileId);
  const [open, setOpen] = useState(false);

  if (!fileId) return <Typography variant="body2">Not uploaded</Typography>;
  if (failed)
    return (
      <Typography variant="body2" color="error">
        The file could not be loaded.
      </Typography>
    );
  if (!file) return <Typography variant="body2">Loading…</Typography>;
  const image = file.type.startsWith('image/');
  return (
    <Box data-testid={`file-${label.toLowerCase()}`}>
      <Box
        component="button"
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`View ${label.toLowerCase()}`}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          p: 1,
          cursor: 'zoom-in',
          display: 'block',
          mb: 0.5,
        }}
      >
        {image ? (
          <Box
            component="img"
            src={file.url}
            alt={label}
            sx={{ maxHeight: 140, maxWidth: 240, display: 'block', objectFit: 'contain' }}
          />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
            <PictureAsPdfIcon color="error" />{' '}
            <Typography variant="body2">{label} (PDF)</Typography>
          </Box>
        )}
      </Box>
      <Link href={file.url} target="_blank" rel="noopener" data-file-id={fileId}>
        Open {label.toLowerCase()} in a new tab
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth>
        <DialogTitle>{label}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center' }}>
          {image ? (
            <Box
              component="img"
              src={file.url}
              alt={label}
              sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
            />
          ) : (
            <Box
              component="iframe"
              src={file.url}
              title={label}
              sx={{ width: '100%', height: '75vh', border: 0 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

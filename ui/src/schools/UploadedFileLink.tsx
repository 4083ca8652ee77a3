import { useEffect, useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { apiBlob } from '../api/httpClient';

/**
 * A protected upload (GET /api/files/<id> needs the bearer token, which a plain link cannot
 * send): fetched as a blob and offered through an object URL; images show a thumbnail.
 */
export function UploadedFileLink({ fileId, label }: { fileId: string | null | undefined; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [isImage, setIsImage] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!fileId) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setFailed(false);
    apiBlob(`/api/files/${encodeURIComponent(fileId)}`, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setIsImage(blob.type.startsWith('image/'));
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [fileId]);

  if (!fileId) return <Typography variant="body2">Not uploaded</Typography>;
  if (failed) return <Typography variant="body2" color="error">The file could not be loaded.</Typography>;
  if (!url) return <Typography variant="body2">Loading…</Typography>;
  return (
    <Box>
      {isImage && <Box component="img" src={url} alt={label} sx={{ maxHeight: 96, maxWidth: 200, display: 'block', mb: 0.5, objectFit: 'contain' }} />}
      <Link href={url} target="_blank" rel="noopener" data-file-id={fileId}>
        Open {label.toLowerCase()}
      </Link>
    </Box>
  );
}

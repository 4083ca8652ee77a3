import { useEffect, useState } from 'react';
import { apiBlob } from './httpClient';

/**
 * A protected upload (GET /api/files/<id> needs the bearer token), fetched as a blob and offered
 * as an object URL for as long as the component shows it.
 */
export function useProtectedFile(fileId: string | null | undefined): { file: { url: string; type: string } | null; failed: boolean } {
  const [file, setFile] = useState<{ url: string; type: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!fileId) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setFailed(false);
    apiBlob(`/api/files/${encodeURIComponent(fileId)}`, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setFile({ url: objectUrl, type: blob.type });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setFile(null);
    };
  }, [fileId]);
  return { file, failed };
}

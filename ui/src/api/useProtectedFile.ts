import { useEffect, useState } from 'react';
import { apiBlob } from './httpClient';

type Protected = { file: { url: string; type: string } | null; failed: boolean };

/**
 * A protected image or document at an API path (it needs the bearer token), fetched as a blob and
 * offered as an object URL for as long as the component shows it. Nothing is fetched without a path.
 */
export function useProtectedUrl(path: string | null | undefined): Protected {
  const [file, setFile] = useState<{ url: string; type: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setFailed(false);
    apiBlob(path, controller.signal)
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
  }, [path]);
  return { file, failed };
}

/** An upload (GET /api/files/<id>: the school's admin and the superadmin). */
export function useProtectedFile(fileId: string | null | undefined): Protected {
  return useProtectedUrl(fileId ? `/api/files/${encodeURIComponent(fileId)}` : null);
}

/** The signed-in person's school logo (GET /api/my-school/logo: every role of the school), when the school has one. */
export function useMySchoolLogo(logoFileId: string | null | undefined): Protected {
  return useProtectedUrl(logoFileId ? '/api/my-school/logo' : null);
}

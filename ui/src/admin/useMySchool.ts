import { useEffect, useState } from 'react';
import type { PublicSchool } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';

/** The signed-in person's school (name, address, logo), for the top bar and the dashboard. */
export function useMySchool(): { school: PublicSchool | null; failed: boolean } {
  const [school, setSchool] = useState<PublicSchool | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiFetch('/api/my-school')
      .then(({ json }) => setSchool(json as PublicSchool))
      .catch(() => setFailed(true));
  }, []);
  return { school, failed };
}

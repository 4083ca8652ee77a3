import { useEffect, useState } from 'react';
import { Avatar, Box, Paper, Typography } from '@mui/material';
import type { PublicSchool } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';

const SHOWN = 8;
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Schools already on the platform: the approved ones from the public directory, never sample names. */
export function ClientsStrip() {
  const [schools, setSchools] = useState<PublicSchool[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch('/api/public/schools?onChikoro=true', { auth: false, signal: controller.signal })
      .then(({ json }) =>
        setSchools(Array.isArray(json) ? (json as PublicSchool[]).slice(0, SHOWN) : []),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('The school directory is not available', error);
      });
    return () => controller.abort();
  }, []);

  if (schools.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="clients-title" sx={{ py: 4 }}>
      <Typography
        id="clients-title"
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ display: 'block', textAlign: 'center', mb: 2 }}
      >
        Schools already on Chikoro
      </Typography>
      <Box
        data-testid="clients-strip"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}
      >
        {schools.map((school) => (
          <Paper
            key={school.id}
            variant="outlined"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, minWidth: 220 }}
          >
            <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }}>
              {initials(school.name)}
            </Avatar>
            <Box>
              <Typography fontWeight={600} variant="body2">
                {school.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[school.town, school.country].filter(Boolean).join(', ')}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

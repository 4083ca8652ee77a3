import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControl,
  InputLabel,
  List,
  ListItem,
  OutlinedInput,
  Paper,
  Typography,
} from '@mui/material';
import type { PublicSchool } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';

/** The directory answers a plain array; a `{ data }` envelope is read the same way. */
function schoolsFrom(json: unknown): PublicSchool[] {
  if (Array.isArray(json)) return json as PublicSchool[];
  if (json && typeof json === 'object' && Array.isArray((json as { data?: unknown }).data))
    return (json as { data: PublicSchool[] }).data;
  return [];
}

const place = (school: PublicSchool) =>
  [school.address, school.town, school.province, school.country].filter(Boolean).join(', ');

/** Enroll Now starts the enrolment with what the directory knows of the school. */
export function enrolLink(school: PublicSchool): string {
  const known = {
    name: school.name,
    streetName: school.address,
    town: school.town,
    province: school.province,
    country: school.country,
  };
  const query = new URLSearchParams(Object.entries(known).filter(([, v]) => Boolean(v)));
  return `/enrol-your-school?${query.toString()}`;
}

/** 'Search a School': asks the public directory from the first character typed. */
export function SchoolSearch() {
  const [query, setQuery] = useState('');
  const [schools, setSchools] = useState<PublicSchool[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setSchools(null);
      setFailed(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch(`/api/public/schools?q=${encodeURIComponent(q)}`, {
        auth: false,
        signal: controller.signal,
      })
        .then(({ json }) => {
          setSchools(schoolsFrom(json));
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('School search failed', error);
          setFailed(true);
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="school-search-title">
      <Typography id="school-search-title" variant="h5" component="h2" gutterBottom>
        Search a School
      </Typography>
      {/* TextField's parts without its Select, so the landing page does not carry menus and popovers. */}
      <FormControl fullWidth>
        <InputLabel htmlFor="school-search">School name</InputLabel>
        <OutlinedInput
          id="school-search"
          type="search"
          name="q"
          label="School name"
          placeholder="Type the name of a school"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </FormControl>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The school search is not available right now. Please try again.
        </Alert>
      )}
      {schools && schools.length === 0 && !failed && (
        <Box sx={{ mt: 2 }}>
          <Typography>No school matches “{query.trim()}”.</Typography>
          <Button
            component={RouterLink}
            to={`/enrol-your-school?name=${encodeURIComponent(query.trim())}`}
            sx={{ mt: 1 }}
          >
            Enrol {query.trim()}
          </Button>
        </Box>
      )}
      {schools && schools.length > 0 && (
        <List data-testid="school-search-results" sx={{ mt: 1 }}>
          {schools.map((school) => (
            <ListItem
              key={school.id}
              divider
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 200 }}>
                <Typography fontWeight={600}>
                  {school.name}
                  {school.onChikoro && (
                    <Chip
                      label="On Chikoro"
                      color="success"
                      size="small"
                      variant="outlined"
                      sx={{ ml: 1 }}
                    />
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {place(school)}
                </Typography>
              </Box>
              <Button variant="outlined" size="small" component={RouterLink} to={enrolLink(school)}>
                Enroll Now
              </Button>
              <Button variant="contained" size="small" component={RouterLink} to="/login">
                Login
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

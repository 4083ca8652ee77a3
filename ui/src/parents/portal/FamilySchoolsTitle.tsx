import SchoolIcon from '@mui/icons-material/School';
import { Avatar, Box, Typography } from '@mui/material';
import { TitlePortal } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMySchool } from '../../admin/useMySchool';
import { schoolsOf, useMyChildren } from './useMyChildren';

/**
 * The parent's top bar names their children's schools: one school by name (its initial on the
 * avatar); a family at two or more schools by all their names (in full on hover). Before any
 * child is linked, the school whose invitation the parent completed. Then the page's title (its h1).
 */
export function FamilySchoolsTitle() {
  const { children } = useMyChildren();
  const { school } = useMySchool();
  const schools = children && children.length > 0 ? schoolsOf(children) : school ? [school] : [];
  const names = schools.map((s) => s.name).join(' · ') || 'SCHOOL NAME';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, minWidth: 0 }}>
      {/* On a phone the page's title needs the room: the logo link and the names show from a tablet up. */}
      <Box
        component={Link}
        to="/"
        aria-label="Chikoro home"
        sx={{ display: { xs: 'none', sm: 'flex' }, textDecoration: 'none', color: 'inherit' }}
      >
        <Avatar alt="" variant="rounded" sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}>
          {schools.length > 1 ? <SchoolIcon fontSize="small" /> : names.charAt(0)}
        </Avatar>
      </Box>
      <Typography
        variant="subtitle1"
        component="span"
        noWrap
        title={names}
        data-testid="school-name"
        sx={{ display: { xs: 'none', md: 'block' }, maxWidth: { md: 260, lg: 480 } }}
      >
        {names}
      </Typography>
      {/* On a phone a long title ('School Communication') takes two short lines rather than an ellipsis. */}
      <TitlePortal
        component="h1"
        sx={{
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          overflowWrap: { xs: 'anywhere', sm: 'normal' },
          fontSize: { xs: '1rem', sm: '1.25rem' },
          lineHeight: { xs: 1.2 },
        }}
      />
    </Box>
  );
}

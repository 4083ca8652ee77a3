import type { ReactNode } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import { Avatar, Box, IconButton, Tooltip, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { useMySchoolLogo } from '../../api/useProtectedFile';
import { NotificationsBell } from '../../superadmin/layout/NotificationsBell';
import { SuperadminUserMenu } from '../../superadmin/layout/SuperadminUserMenu';
import { useMySchool } from '../useMySchool';

/** The school's logo (linking to /) and name; then the page's title, which is its h1. Every role of the school reads both. */
function SchoolTitle() {
  const { school } = useMySchool();
  const { file } = useMySchoolLogo(school?.logoFileId);
  const name = school?.name ?? 'SCHOOL NAME';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, minWidth: 0 }}>
      <Link to="/" aria-label="Chikoro home">
        <Avatar
          src={file?.url}
          alt=""
          variant="rounded"
          sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}
        >
          {name.charAt(0)}
        </Avatar>
      </Link>
      <Typography
        variant="subtitle1"
        component="span"
        noWrap
        data-testid="school-name"
        sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 280 }}
      >
        {name}
      </Typography>
      {/* On a phone a long title wraps onto a second line (a long word within itself) rather than being cut off. */}
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

function SettingsButton() {
  const basename = useBasename();
  return (
    <Tooltip title="Settings">
      <IconButton
        color="inherit"
        component={Link}
        to={`${basename}/settings_section`}
        aria-label="Settings"
      >
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
}

export interface SchoolAppBarProps {
  /** What names the school on the left (the signed-in person's school unless given); it holds the page's h1. */
  schoolTitle?: ReactNode;
  /** Show the first and last name by the avatar (the parent portal's header, spec 001 §2.13). */
  fullName?: boolean;
}

/** Spec 001 §2.2's top bar of every school area: logo, school name, bell, settings and the profile menu. */
export function SchoolAppBar({
  schoolTitle = <SchoolTitle />,
  fullName = false,
}: SchoolAppBarProps) {
  return (
    <AppBar
      userMenu={
        <SuperadminUserMenu
          profilePath="profile_section"
          settingsPath="settings_section"
          fullName={fullName}
        />
      }
      toolbar={
        <>
          {/* A phone reloads by pulling the page down: its title gets the refresh button's room. */}
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <LoadingIndicator />
          </Box>
          <NotificationsBell emptyText="Nothing new since you last looked." />
          <SettingsButton />
        </>
      }
    >
      {schoolTitle}
    </AppBar>
  );
}

/** The school areas' top bar as an area's `appBar`. */
export const AdminAppBar = () => <SchoolAppBar />;

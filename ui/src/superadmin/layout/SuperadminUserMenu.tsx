import { useState } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import { Avatar, Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useBasename, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { getSession } from '../../auth/session';

/**
 * The avatar with the first name (or the first and last, where a header shows both); its dropdown holds Profile and Logout (spec 000 §2), and in a
 * school's areas Settings too (spec 001 §2.2). Paths are under the area's basename.
 */
export function SuperadminUserMenu({
  profilePath = 'profile',
  settingsPath,
  fullName = false,
}: {
  profilePath?: string;
  settingsPath?: string;
  fullName?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const basename = useBasename();
  // The identity query re-renders this menu after a profile change; the names live in the session.
  const { identity } = useGetIdentity();
  const session = getSession();
  const firstName = session?.firstName || identity?.fullName?.split(' ')[0] || '';
  const shown = fullName ? [firstName, session?.lastName].filter(Boolean).join(' ') : firstName;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        data-testid="user-menu-button"
        startIcon={
          <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'secondary.dark' }}>
            {firstName.charAt(0).toUpperCase() || '?'}
          </Avatar>
        }
        sx={{
          textTransform: 'none',
          ml: { xs: 0, sm: 1 },
          minWidth: 0,
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        {/* A phone's top bar shows the avatar alone: the bell, settings and this menu stay on screen. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {shown}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={Link} to={`${basename}/${profilePath}`} onClick={close}>
          <ListItemIcon>
            <AccountCircleIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Profile</ListItemText>
        </MenuItem>
        {settingsPath && (
          <MenuItem component={Link} to={`${basename}/${settingsPath}`} onClick={close}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Settings</ListItemText>
          </MenuItem>
        )}
        {/* /logout revokes the sign-in on the server, clears the stored session and goes to /login. */}
        <MenuItem component={Link} to="/logout" onClick={close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Logout</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

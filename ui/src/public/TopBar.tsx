import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AppBar, Box, Button, Collapse, IconButton, Stack, Toolbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from './Logo';
import { homeRouteByRole } from '@chikoro/contracts';
import { getSession } from '../auth/session';
import { topLinks } from './siteLinks';

interface TopLink {
  label: string;
  to: string;
  /** Drawn as an outlined button: the visitor's way in (or back to their area). */
  prominent?: boolean;
}

/** A visitor is offered Login; someone signed in, their own area and Logout. */
function linksFor(role: keyof typeof homeRouteByRole | null | undefined): TopLink[] {
  const site = topLinks.filter((link) => link.to !== '/login');
  if (!role) return [...site, { label: 'Login', to: '/login', prominent: true }];
  return [
    ...site,
    { label: 'My area', to: homeRouteByRole[role], prominent: true },
    { label: 'Logout', to: '/logout' },
  ];
}

/** Sticky top bar (spec 000 §2); on small screens the links fold behind a hamburger toggle. */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  useLocation(); // a sign-in or sign-out is a navigation: read the session again on each
  const links = linksFor(getSession()?.role);
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar>
        <Box
          component={RouterLink}
          to="/"
          aria-label="Chikoro home"
          sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, display: 'flex' }}
        >
          <Logo />
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
          {links.map((link) => (
            <Button
              key={link.to}
              color="inherit"
              component={RouterLink}
              to={link.to}
              variant={link.prominent ? 'outlined' : 'text'}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <IconButton
          color="inherit"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="small-screen-menu"
          onClick={() => setMenuOpen((open) => !open)}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      <Collapse in={menuOpen} id="small-screen-menu" sx={{ display: { sm: 'none' } }}>
        <Stack component="nav" aria-label="Main (small screens)" sx={{ pb: 1 }}>
          {links.map((link) => (
            <Button
              key={link.to}
              color="inherit"
              component={RouterLink}
              to={link.to}
              onClick={() => setMenuOpen(false)}
              sx={{ justifyContent: 'flex-start', px: 3 }}
            >
              {link.label}
            </Button>
          ))}
        </Stack>
      </Collapse>
    </AppBar>
  );
}

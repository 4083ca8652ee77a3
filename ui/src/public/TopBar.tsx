import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Button, Collapse, IconButton, Stack, Toolbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from './Logo';
import { topLinks } from './siteLinks';

/** Sticky top bar (spec 000 §2); on small screens the links fold behind a hamburger toggle. */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar>
        <Box component={RouterLink} to="/" aria-label="Chikoro home" sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, display: 'flex' }}>
          <Logo />
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
          {topLinks.map((link) => (
            <Button key={link.to} color="inherit" component={RouterLink} to={link.to} variant={link.label === 'Login' ? 'outlined' : 'text'}>
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
          {topLinks.map((link) => (
            <Button key={link.to} color="inherit" component={RouterLink} to={link.to} onClick={() => setMenuOpen(false)} sx={{ justifyContent: 'flex-start', px: 3 }}>
              {link.label}
            </Button>
          ))}
        </Stack>
      </Collapse>
    </AppBar>
  );
}

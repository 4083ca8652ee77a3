import { useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { AppBar, Box, Button, Collapse, Container, CssBaseline, IconButton, Link, Stack, ThemeProvider, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { publicTheme } from './theme';

const topLinks = [
  { label: 'Raise an enquiry', to: '/#raise_an_enquiry' },
  { label: 'Enrol your school', to: '/enrol_your_school' },
  { label: 'Login', to: '/login' },
];

/** Sticky top bar, page, footer: the frame of every public page and portal landing. */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="primary" elevation={1}>
          <Toolbar>
            <Typography variant="h6" component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, fontWeight: 700 }}>
              Chikoro
            </Typography>
            <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
              {topLinks.map((link) => (
                <Button key={link.to} color="inherit" component={RouterLink} to={link.to}>
                  {link.label}
                </Button>
              ))}
            </Box>
            <IconButton
              color="inherit"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          </Toolbar>
          <Collapse in={menuOpen} sx={{ display: { sm: 'none' } }}>
            <Stack component="nav" aria-label="Main (small screens)" sx={{ pb: 1 }}>
              {topLinks.map((link) => (
                <Button key={link.to} color="inherit" component={RouterLink} to={link.to} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </Button>
              ))}
            </Stack>
          </Collapse>
        </AppBar>
        <Box component="main" sx={{ flexGrow: 1 }}>
          <Outlet />
        </Box>
        <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', py: 3, mt: 4 }}>
          <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-between' }}>
            <Typography variant="body2">© 2024 Chikoro</Typography>
            <Stack direction="row" spacing={3}>
              <Link href="/privacy" target="_blank" rel="noopener" color="inherit">
                Privacy policy
              </Link>
              <Link href="/terms" target="_blank" rel="noopener" color="inherit">
                Terms of service
              </Link>
            </Stack>
          </Container>
        </Box>
      </Box>
    </ThemeProvider>
  );
}

import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  AppBar,
  Box,
  Button,
  CssBaseline,
  Drawer,
  IconButton,
  List,
  ThemeProvider,
  Toolbar,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import type { Role } from '@chikoro/contracts';
import { getSession } from '../auth/session';
import { PortalBell } from './PortalBell';
import { Logo } from '../public/Logo';
import { publicTheme } from '../public/theme';
import { roleTitle } from './areas';

/** The role's sidebar comes from the module list, loaded with the page: the public pages' visitors download none of it. */
const SidebarLinks = lazy(() => import('./SidebarLinks'));

const drawerWidth = 260;

function Sidebar({ role }: { role: Exclude<Role, 'SUPERADMIN'> }) {
  return (
    <Box component="nav" aria-label={`${roleTitle[role]} menu`}>
      <Toolbar />
      <Suspense fallback={<List />}>
        <SidebarLinks role={role} />
      </Suspense>
    </Box>
  );
}

/**
 * A signed-in school area's frame: top bar and the role's sidebar (spec 001 §2.2). For now it
 * holds the pages every area shares (the 404 page, the access page); the areas grow inside it.
 */
export function RoleShell({
  role,
  children,
}: {
  role: Exclude<Role, 'SUPERADMIN'>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const session = getSession();
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to="/"
            aria-label="Chikoro home"
            sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', flexGrow: 1 }}
          >
            <Logo />
          </Box>
          <Typography sx={{ display: { xs: 'none', sm: 'block' } }} data-testid="signed-in-as">
            {session?.firstName} {session?.lastName} · {roleTitle[role]}
          </Typography>
          <PortalBell />
          <Button color="inherit" variant="outlined" component={RouterLink} to="/logout">
            Logout
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex' }}>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          onClick={() => setOpen(false)}
          sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: drawerWidth } }}
        >
          <Sidebar role={role} />
        </Drawer>
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: drawerWidth,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: drawerWidth },
          }}
        >
          <Sidebar role={role} />
        </Drawer>
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Toolbar />
          {children}
        </Box>
      </Box>
    </ThemeProvider>
  );
}

import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { Loading } from '../shared/Loading';
import { Footer } from './Footer';
import { publicTheme } from './theme';
import { TopBar } from './TopBar';

/** Sticky top bar, page, footer: the frame of every public page and portal landing (its route's page, or `children`). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <TopBar />
        <Box component="main" sx={{ flexGrow: 1 }}>
          <Suspense fallback={<Loading />}>{children ?? <Outlet />}</Suspense>
        </Box>
        <Footer />
      </Box>
    </ThemeProvider>
  );
}

import { createTheme } from '@mui/material';

/** The public site's look; the react-admin areas keep their own theme. */
export const publicTheme = createTheme({
  palette: {
    primary: { main: '#1b5e20' },
    secondary: { main: '#f9a825' },
    background: { default: '#f7f8f5' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});

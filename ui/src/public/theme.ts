import { createTheme } from '@mui/material';

/** Chikoro's colours: a deep green (white text on it reads at 7.9:1) and an amber accent (dark text on it). */
export const brand = {
  primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' },
  secondary: {
    main: '#f9a825',
    light: '#ffd95a',
    dark: '#8a5a00',
    contrastText: 'rgba(0, 0, 0, 0.87)',
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};

/** The public site's look; the superadmin area builds on react-admin's theme with the same colours. */
export const publicTheme = createTheme({
  palette: {
    primary: brand.primary,
    secondary: brand.secondary,
    background: { default: '#f7f8f5' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: brand.fontFamily },
});

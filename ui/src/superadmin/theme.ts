import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand } from '../public/theme';

/**
 * react-admin's look in Chikoro's colours (its default blue bar failed contrast with white text);
 * warnings (the Pending chips) in an orange dark enough to read as text on white (5:1).
 */
export const superadminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: brand.primary, secondary: brand.secondary, warning: { main: '#b45309' } },
  typography: { ...defaultTheme.typography, fontFamily: brand.fontFamily },
};

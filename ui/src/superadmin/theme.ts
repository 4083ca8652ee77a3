import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand } from '../public/theme';

/**
 * react-admin's look in Chikoro's colours (its default blue bar failed contrast with white text);
 * warnings (the Pending chips) in an orange and information (the Invited chips) in a blue dark
 * enough to read as text on white (5:1 and 7.6:1).
 */
export const superadminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: brand.primary,
    secondary: brand.secondary,
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
  },
  typography: { ...defaultTheme.typography, fontFamily: brand.fontFamily },
};

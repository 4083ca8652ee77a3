import type { ResourceProps } from 'react-admin';

/** What a business module gives the UI: its react-admin resources, by the area that shows them. */
export interface UiModule {
  superadmin?: readonly ResourceProps[];
  admin?: readonly ResourceProps[];
}

import type { ComponentType } from 'react';
import { Menu, useBasename } from 'react-admin';
import type { Role } from '@chikoro/contracts';
import { sidebarFor } from '../modules';

/** A school area's long labels ('School Events and Announcements') wrap onto a second line instead of being cut off. */
const wrapping = {
  '& .MuiMenuItem-root': { whiteSpace: 'normal', minHeight: 44, height: 'auto' },
  '& .MuiMenuItem-root .MuiTypography-noWrap': {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    overflowWrap: 'anywhere',
  },
};

/**
 * A react-admin area's sidebar, the role's entries from every module in their order. Plain links,
 * not resource items: an entry whose page is not built shows the coming-soon page, never crashes.
 * Made once per area, at module scope, so it keeps its identity across renders.
 */
export function areaMenu(role: Role): ComponentType {
  const entries = sidebarFor(role);
  // The superadmin's short labels keep react-admin's own item height.
  const sx = role === 'SUPERADMIN' ? undefined : wrapping;
  return function AreaMenu() {
    const basename = useBasename();
    return (
      <Menu sx={sx}>
        {entries.map(({ path, label, icon: Icon }) => (
          <Menu.Item
            key={path}
            to={`${basename}/${path}`}
            primaryText={label}
            leftIcon={Icon ? <Icon /> : undefined}
            end={path === ''}
          />
        ))}
      </Menu>
    );
  };
}

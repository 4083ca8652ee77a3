import { NavLink } from 'react-router-dom';
import { List, ListItemButton, ListItemText } from '@mui/material';
import type { Role } from '@chikoro/contracts';
import { sidebarFor } from '../modules';

/** The role's sidebar entries as links, in a school area's frame outside react-admin (the 404 page, the access page). */
export default function SidebarLinks({ role }: { role: Exclude<Role, 'SUPERADMIN'> }) {
  return (
    <List>
      {sidebarFor(role).map((entry) => (
        <ListItemButton
          key={entry.to}
          component={NavLink}
          to={entry.to}
          end
          sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
        >
          <ListItemText primary={entry.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

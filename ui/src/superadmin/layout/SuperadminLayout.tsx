import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  TitlePortal,
  useBasename,
  type LayoutProps,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { areaMenu } from '../../portals/AreaMenu';
import { NotificationsBell } from './NotificationsBell';
import { SuperadminUserMenu } from './SuperadminUserMenu';

function SettingsButton() {
  const basename = useBasename();
  return (
    <Tooltip title="Settings">
      <IconButton
        color="inherit"
        component={Link}
        to={`${basename}/settings`}
        aria-label="Settings"
      >
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
}

/** Top bar in the brand's green: the page's title, then notifications, settings and the user's avatar with its dropdown. */
function SuperadminAppBar() {
  return (
    <AppBar
      color="primary"
      userMenu={<SuperadminUserMenu />}
      toolbar={
        <>
          <LoadingIndicator />
          <NotificationsBell />
          <SettingsButton />
        </>
      }
    >
      {/* Each page's title is its h1. */}
      <TitlePortal component="h1" />
    </AppBar>
  );
}

/** Spec 000 §2's side menu, plus the audit log. */
const SuperadminMenu = areaMenu('SUPERADMIN');

export function SuperadminLayout({ children }: LayoutProps) {
  return (
    <Layout appBar={SuperadminAppBar} menu={SuperadminMenu}>
      {children}
    </Layout>
  );
}

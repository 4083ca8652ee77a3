import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { RequireSession } from './auth/RequireSession';
import { PortalLanding } from './portals/PortalLanding';
import { PrivacyPage, TermsPage } from './public/InfoPages';
import { Landing } from './public/Landing';
import { NotFound } from './public/NotFound';
import { PublicLayout } from './public/PublicLayout';
import { EnrolmentForm } from './schools/EnrolmentForm';

/** react-admin and its dependencies load only when an admin area is opened. */
const SuperadminApp = lazy(() => import('./superadmin/SuperadminApp'));

const portals = [
  { path: 'admin', title: 'School administration' },
  { path: 'teacher-portal', title: 'Teacher portal' },
  { path: 'student-portal', title: 'Student portal' },
  { path: 'parent', title: 'Parent portal' },
];

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress />
    </Box>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<Landing />} />
          <Route path="enrol-your-school" element={<EnrolmentForm />} />
          <Route path="enrol_your_school" element={<EnrolmentForm />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="logout" element={<LogoutPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          {portals.map(({ path, title }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireSession>
                  <PortalLanding title={title} />
                </RequireSession>
              }
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route
          path="superadmin-dashboard/*"
          element={
            <Suspense fallback={<Loading />}>
              <SuperadminApp />
            </Suspense>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

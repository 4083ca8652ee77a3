import { Suspense, lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { ConfirmOtpPage } from './auth/ConfirmOtpPage';
import { CreateNewPasswordPage } from './auth/CreateNewPasswordPage';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { RequireSession } from './auth/RequireSession';
import { ResetPasswordResultPage } from './auth/ResetPasswordResultPage';
import { RegistrationRoute } from './parents/RegistrationRoute';
import { PortalLanding } from './portals/PortalLanding';
import { ComingSoon } from './public/ComingSoon';
import { AboutPage, ContactPage, PrivacyPage, TermsPage } from './public/InfoPages';
import { Landing } from './public/Landing';
import { NotFound } from './public/NotFound';
import { PublicLayout } from './public/PublicLayout';
import { EnrolmentForm } from './schools/EnrolmentForm';

/** react-admin and its dependencies load only when an admin area is opened. */
const SuperadminApp = lazy(() => import('./superadmin/SuperadminApp'));
const AdminApp = lazy(() => import('./admin/AdminApp'));

const portals = [
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
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="confirmotp" element={<ConfirmOtpPage />} />
          <Route path="createnewpassword" element={<CreateNewPasswordPage />} />
          <Route path="resetpasswordresult" element={<ResetPasswordResultPage />} />
          <Route path="register" element={<RegistrationRoute path="register" />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="coming-soon" element={<ComingSoon />} />
          <Route path="error-404" element={<NotFound />} />
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
          {/* Spec 001 §2.1's other spellings of admin routes lead to the admin area's clean routes. */}
          <Route path="school-admin/student-management" element={<Navigate to="/admin/student-management" replace />} />
          <Route path="results-management" element={<Navigate to="/admin/results-management" replace />} />
          {/* Spec 001 §4 routes a parent to /parent-portal after a reset: the same area as /parent. */}
          <Route path="parent-portal" element={<Navigate to="/parent" replace />} />
          {/* Spec 001 §2.1 names the superadmin's profile and settings pages so; they live in the superadmin area. */}
          <Route path="superadmin/profile_section" element={<Navigate to="/superadmin-dashboard/profile" replace />} />
          <Route path="superadmin/settings_section" element={<Navigate to="/superadmin-dashboard/settings" replace />} />
          {/* Last before the 404: a parent's registration link at any path; without a phoneNumber it is the 404. */}
          <Route path=":dynamicPath" element={<RegistrationRoute path="catch-all" />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route
          path="admin/*"
          element={
            <Suspense fallback={<Loading />}>
              <AdminApp />
            </Suspense>
          }
        />
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

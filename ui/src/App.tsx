import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RequireSession } from './auth/RequireSession';
import { RegistrationRoute } from './parents/RegistrationRoute';
import { Landing } from './public/Landing';
import { PublicLayout } from './public/PublicLayout';
import { RoleArea } from './portals/RoleArea';
import { SuperadminArea } from './superadmin/SuperadminArea';

/** A page loaded when first opened: the landing page's visitors download none of it. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginPage = page(() => import('./auth/LoginPage'), 'LoginPage');
const LogoutPage = page(() => import('./auth/LogoutPage'), 'LogoutPage');
const ForgotPasswordPage = page(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ConfirmOtpPage = page(() => import('./auth/ConfirmOtpPage'), 'ConfirmOtpPage');
const CreateNewPasswordPage = page(
  () => import('./auth/CreateNewPasswordPage'),
  'CreateNewPasswordPage',
);
const ResetPasswordResultPage = page(
  () => import('./auth/ResetPasswordResultPage'),
  'ResetPasswordResultPage',
);
const EnrolmentForm = page(() => import('./schools/EnrolmentForm'), 'EnrolmentForm');
const TermsPage = page(() => import('./public/InfoPages'), 'TermsPage');
const PrivacyPage = page(() => import('./public/InfoPages'), 'PrivacyPage');
const AboutPage = page(() => import('./public/InfoPages'), 'AboutPage');
const ContactPage = page(() => import('./public/InfoPages'), 'ContactPage');
const ComingSoon = page(() => import('./public/ComingSoon'), 'ComingSoon');
const VerifyPage = page(() => import('./reportcards/VerifyPage'), 'VerifyPage');
const ResultsLinkPage = page(() => import('./reportcards/ResultsLinkPage'), 'ResultsLinkPage');
/** The school admin's react-admin area. */
const AdminApp = lazy(() => import('./admin/AdminApp'));
/** The teacher portal's react-admin area. */
const TeacherApp = lazy(() => import('./teacher/TeacherApp'));
const AnnouncementPage = page(() => import('./announcements/AnnouncementPage'), 'AnnouncementPage');
/** The student portal's react-admin area. */
const StudentApp = lazy(() => import('./student/StudentApp'));
/** The parent portal's react-admin area. */
const ParentApp = lazy(() => import('./parent/ParentApp'));
/** The bursar's react-admin area: the Fees page. */
const BursarApp = lazy(() => import('./bursar/BursarApp'));

/** An alias of a whole area (spec spellings): the same page under the clean prefix. */
function AreaAlias({ to }: { to: string }) {
  const rest = useParams()['*'];
  const { search } = useLocation();
  return <Navigate to={`${to}${rest ? `/${rest}` : ''}${search}`} replace />;
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
          <Route path="terms" element={<TermsPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="coming-soon" element={<ComingSoon />} />
          <Route path="verify/:code" element={<VerifyPage />} />
          <Route path="results/:token" element={<ResultsLinkPage />} />
          {/* An SMS's short link: the announcement, after sign-in. */}
          <Route
            path="a/:code"
            element={
              <RequireSession>
                <AnnouncementPage />
              </RequireSession>
            }
          />
          {/* Spec 001 §2.1's other spellings of admin routes lead to the admin area's clean routes. */}
          <Route
            path="school-admin/student-management"
            element={<Navigate to="/admin/student-management" replace />}
          />
          <Route
            path="results-management"
            element={<Navigate to="/admin/results-management" replace />}
          />
          {/* Spec 001 §4 routes a parent to /parent-portal after a reset: the same area as /parent. */}
          <Route path="parent-portal/*" element={<AreaAlias to="/parent" />} />
          {/* Spec 001 §2.1 spells the student portal's pages /sudent-portal/...: the clean /student-portal/... pages. */}
          <Route path="sudent-portal/*" element={<AreaAlias to="/student-portal" />} />
          {/* Spec 001 §2.1 names the superadmin's profile and settings pages so; they live in the superadmin area. */}
          <Route
            path="superadmin/profile_section"
            element={<Navigate to="/superadmin-dashboard/profile" replace />}
          />
          <Route
            path="superadmin/settings_section"
            element={<Navigate to="/superadmin-dashboard/settings" replace />}
          />
          {/* ... and the teacher's and the student's under /teacher and /student: their portals' pages. */}
          <Route
            path="teacher/profile_section"
            element={<Navigate to="/teacher-portal/profile_section" replace />}
          />
          <Route
            path="teacher/settings_section"
            element={<Navigate to="/teacher-portal/settings_section" replace />}
          />
          <Route
            path="student/profile_section"
            element={<Navigate to="/student-portal/profile_section" replace />}
          />
          <Route
            path="student/settings_section"
            element={<Navigate to="/student-portal/settings_section" replace />}
          />
        </Route>
        <Route path="superadmin-dashboard/*" element={<SuperadminArea />} />
        <Route path="admin/*" element={<RoleArea role="ADMIN" area={AdminApp} />} />
        <Route path="teacher-portal/*" element={<RoleArea role="TEACHER" area={TeacherApp} />} />
        <Route path="student-portal/*" element={<RoleArea role="STUDENT" area={StudentApp} />} />
        <Route path="parent/*" element={<RoleArea role="PARENT" area={ParentApp} />} />
        <Route path="bursar/*" element={<RoleArea role="BURSAR" area={BursarApp} />} />
        <Route path="register" element={<RegistrationRoute path="register" />} />
        {/* The rest, /error-404 included: a parent's registration link or the 404 page, each bringing its own frame. */}
        <Route path="*" element={<RegistrationRoute path="catch-all" />} />
      </Routes>
    </BrowserRouter>
  );
}

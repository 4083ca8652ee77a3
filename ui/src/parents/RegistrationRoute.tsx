import { Navigate, useSearchParams } from 'react-router-dom';
import { NotFound } from '../public/NotFound';
import { ParentRegistrationPage } from './ParentRegistrationPage';
import { registrationTarget } from './registrationLink';

/**
 * `/register` and the catch-all `/{dynamicPath}`: the registration screen only for a link with a
 * valid Zimbabwean mobile; an invalid number goes home; any other unknown path stays a 404.
 */
export function RegistrationRoute({ path }: { path: 'register' | 'catch-all' }) {
  const [searchParams] = useSearchParams();
  const target = registrationTarget(searchParams, path);
  if (target === 'home') return <Navigate to="/" replace />;
  if (target === 'not-found') return <NotFound />;
  return <ParentRegistrationPage />;
}

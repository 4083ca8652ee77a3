import { lazy } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NotFound } from '../public/NotFound';
import { registrationTarget } from './registrationLink';

const ParentRegistrationPage = lazy(async () => ({ default: (await import('./ParentRegistrationPage')).ParentRegistrationPage }));

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

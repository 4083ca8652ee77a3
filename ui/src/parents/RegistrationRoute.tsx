import { Suspense, lazy } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '../public/PublicLayout';
import { Loading } from '../shared/Loading';
import { registrationTarget } from './registrationLink';

/** The 404 page, in the frame of the visitor's area: loaded only when a path is unknown. */
const NotFoundPage = lazy(async () => ({
  default: (await import('../portals/NotFoundPage')).NotFoundPage,
}));

const ParentRegistrationPage = lazy(async () => ({
  default: (await import('./ParentRegistrationPage')).ParentRegistrationPage,
}));

/**
 * `/register` and the catch-all `/{dynamicPath}` (one segment): the registration screen only for a
 * link with a valid Zimbabwean mobile; an invalid number goes home; any other unknown path is a 404.
 */
export function RegistrationRoute({ path }: { path: 'register' | 'catch-all' }) {
  const [searchParams] = useSearchParams();
  const rest = useParams()['*'] ?? '';
  const target =
    path === 'catch-all' && rest.includes('/')
      ? 'not-found'
      : registrationTarget(searchParams, path);
  if (target === 'home') return <Navigate to="/" replace />;
  if (target === 'not-found')
    return (
      <Suspense fallback={<Loading />}>
        <NotFoundPage />
      </Suspense>
    );
  return (
    <PublicLayout>
      <ParentRegistrationPage />
    </PublicLayout>
  );
}

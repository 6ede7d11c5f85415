import { Outlet } from 'react-router';

/** Interim layout: replaced by the auth feature's own layout. */
export function AuthLayout() {
  return <Outlet />;
}

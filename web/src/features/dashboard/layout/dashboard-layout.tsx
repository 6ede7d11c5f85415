import { Outlet } from 'react-router';

/** Interim layout: replaced by the dashboard feature's own layout. */
export function DashboardLayout() {
  return <Outlet />;
}

import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** Every back-office screen but sign-in, with the antd providers around it (loaded on demand). */
export default function StaffApp() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}

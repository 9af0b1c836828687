import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../../features/user-admin/components/users-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function UsersPage() {
  return (
    <ScreenFrame tabs="company">
      <UsersScreen />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/company/users')({ component: UsersPage });

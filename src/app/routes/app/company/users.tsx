import { createFileRoute } from '@tanstack/react-router';
import { ImportButton } from '../../../features/import/components/import-button.tsx';
import { UsersScreen } from '../../../features/user-admin/components/users-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function UsersPage() {
  return (
    <ScreenFrame tabs="company">
      <UsersScreen actions={<ImportButton kind="users" />} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/company/users')({ component: UsersPage });

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MessageList } from '../../../features/messages/components/message-list.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function GuidesPage() {
  const { start } = Route.useRouteContext();
  return (
    <ScreenFrame title={msg`Guides`} tabs="messages">
      <MessageList type="Guides" userId={start.status.user.id} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/guides/')({ component: GuidesPage });

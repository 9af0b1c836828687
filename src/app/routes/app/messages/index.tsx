import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MessageList } from '../../../features/messages/components/message-list.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function MessagesPage() {
  const { start } = Route.useRouteContext();
  return (
    <ScreenFrame title={msg`Messages`} tabs="messages">
      <MessageList type="Messages" userId={start.status.user.id} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/messages/')({ component: MessagesPage });

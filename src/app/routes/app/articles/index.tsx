import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MessageList } from '../../../features/messages/components/message-list.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function ArticlesPage() {
  const { start } = Route.useRouteContext();
  return (
    <ScreenFrame title={msg`Articles`} tabs="messages">
      <MessageList type="Articles" userId={start.status.user.id} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/articles/')({ component: ArticlesPage });

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pathIdOf } from '../../../../domain/shared/id.ts';
import { MessageDetail } from '../../../features/messages/components/message-detail.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function MessagePage() {
  const { start } = Route.useRouteContext();
  const { messageId } = Route.useParams();
  return (
    <ScreenFrame title={msg`Message`} tabs="messages">
      <MessageDetail
        type="Messages"
        id={pathIdOf(messageId)}
        userId={start.status.user.id}
        isImpersonating={start.status.isImpersonating}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/messages/$messageId')({ component: MessagePage });

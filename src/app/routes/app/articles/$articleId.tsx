import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pathIdOf } from '../../../../domain/shared/id.ts';
import { MessageDetail } from '../../../features/messages/components/message-detail.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function ArticlePage() {
  const { start } = Route.useRouteContext();
  const { articleId } = Route.useParams();
  return (
    <ScreenFrame title={msg`Article`} tabs="messages">
      <MessageDetail
        type="Articles"
        id={pathIdOf(articleId)}
        userId={start.status.user.id}
        isImpersonating={start.status.isImpersonating}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/articles/$articleId')({ component: ArticlePage });

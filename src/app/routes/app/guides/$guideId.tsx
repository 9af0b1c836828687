import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pathIdOf } from '../../../../domain/shared/id.ts';
import { MessageDetail } from '../../../features/messages/components/message-detail.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function GuidePage() {
  const { start } = Route.useRouteContext();
  const { guideId } = Route.useParams();
  return (
    <ScreenFrame title={msg`Guide`} tabs="messages">
      <MessageDetail
        type="Guides"
        id={pathIdOf(guideId)}
        userId={start.status.user.id}
        isImpersonating={start.status.isImpersonating}
      />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/guides/$guideId')({ component: GuidePage });

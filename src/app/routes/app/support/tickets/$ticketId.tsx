import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pathIdOf } from '../../../../../domain/shared/id.ts';
import { TicketScreen } from '../../../../features/support/components/ticket-screen.tsx';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

function TicketPage() {
  const { ticketId } = Route.useParams();
  return (
    <ScreenFrame title={msg`Case`} tabs="support" activeTab="/app/support/tickets">
      <TicketScreen key={ticketId} ticketId={pathIdOf(ticketId)} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/support/tickets/$ticketId')({ component: TicketPage });

import { createFileRoute, redirect } from '@tanstack/react-router';

/** message/{id} redirects to the message (spec §2). */
export const Route = createFileRoute('/app/message/$messageId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/app/messages/$messageId', params });
  },
});

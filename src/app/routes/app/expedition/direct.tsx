import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DirectReceptionForm } from '../../../features/orders/dock/arrivals/direct-reception-form.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/expedition/direct')({
  component: () => (
    <ScreenFrame title={msg`Direct reception`} tabs="expedition">
      <DirectReceptionForm />
    </ScreenFrame>
  ),
});

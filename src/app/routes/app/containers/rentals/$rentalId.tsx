import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../shell/screen-frame.tsx';

export const Route = createFileRoute('/app/containers/rentals/$rentalId')({
  component: () => <ScreenFrame title={msg`Rental`} tabs="containers" />,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pathIdOf } from '../../../../domain/shared/id.ts';
import { ContainerScreen } from '../../../features/containers/components/container-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function ContainerPage() {
  const { containerId } = Route.useParams();
  return (
    <ScreenFrame title={msg`Container`} tabs="containers" activeTab="/app/containers">
      <ContainerScreen containerId={pathIdOf(containerId)} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/containers/$containerId')({
  component: ContainerPage,
});

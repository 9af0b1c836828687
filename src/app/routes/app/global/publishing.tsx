import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import type { Locale } from '../../../../domain/shared/locales.ts';
import { PublishingScreen } from '../../../features/publishing/components/publishing-screen.tsx';
import { ScreenFrame } from '../../../shell/screen-frame.tsx';

function PublishingPage() {
  const { i18n } = useLingui();
  return (
    <ScreenFrame title={msg`Publishing`} tabs="global">
      <PublishingScreen language={i18n.locale as Locale} />
    </ScreenFrame>
  );
}

export const Route = createFileRoute('/app/global/publishing')({ component: PublishingPage });

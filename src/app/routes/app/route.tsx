import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentHost } from '../../config/hosts.ts';
import { requireStart } from '../../session/require-start.ts';
import { AppShell } from '../../shell/app-shell.tsx';

export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context, location }) => {
    // Pallet-receipt hosts send every /app path to their variant (spec §2).
    if (currentHost.palletReceipts === 'inventory') throw redirect({ to: '/pallet-receipts-inv' });
    if (currentHost.palletReceipts === 'plain') throw redirect({ to: '/pallet-receipts' });
    return { start: await requireStart(context.queryClient, location.href) };
  },
  component: AppShell,
});

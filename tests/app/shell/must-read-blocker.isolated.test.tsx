import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageDetail } from '../../../src/domain/messages/message-read.ts';
import { fetchMustReadMessages, markMessageRead } from '../../../src/app/features/messages/api.ts';
import { MustReadBlocker } from '../../../src/app/shell/must-read-blocker.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

const where = vi.hoisted(() => ({ pathname: '/app', isImpersonating: false }));

vi.mock('@tanstack/react-router', () => ({
  useLocation: () => ({ pathname: where.pathname }),
  useRouteContext: () => ({ start: { status: { isImpersonating: where.isImpersonating, user: { id: 7 } } } }),
}));
vi.mock('../../../src/app/features/messages/api.ts', () => ({
  fetchMustReadMessages: vi.fn(),
  markMessageRead: vi.fn(),
}));
vi.mock('../../../src/app/session/queries.ts', () => ({
  alertsQuery: () => queryOptions({ queryKey: ['alerts'], queryFn: async () => [] }),
}));

const notice: MessageDetail = {
  id: 41,
  type: 'Messages',
  title: 'New safety rules at the dock',
  text: 'Wear a vest',
  html: '<p>Wear a <strong>high-visibility vest</strong></p>',
  language: 'en-US',
  taskId: null,
  area: null,
  path: null,
  date: '2026-11-26',
  mustRead: true,
  read: false,
  showFrom: null,
  showTo: null,
};

describe('MustReadBlocker and must-read messages (spec §4, issue 19 item 3)', () => {
  beforeEach(() => {
    where.pathname = '/app';
    where.isImpersonating = false;
    vi.mocked(fetchMustReadMessages).mockReset().mockResolvedValue([notice]);
    vi.mocked(markMessageRead)
      .mockReset()
      .mockResolvedValue({ ...notice, read: true });
  });

  it('blocks the app with the formatted text until the user has read it', async () => {
    renderWithProviders(<MustReadBlocker />);
    const dialog = await screen.findByRole('dialog', { name: 'Please read' });
    expect(dialog).toHaveTextContent('New safety rules at the dock');
    expect(dialog.querySelector('strong')).toHaveTextContent('high-visibility vest');
    expect(fetchMustReadMessages).toHaveBeenCalledWith('en-US', expect.anything());

    vi.mocked(fetchMustReadMessages).mockResolvedValue([]);
    await userEvent.click(screen.getByRole('button', { name: 'I have read this' }));
    expect(markMessageRead).toHaveBeenCalledWith(41);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    '/app/messages',
    '/app/messages/41',
    '/app/articles',
    '/app/guides/3',
    '/app/api',
    '/app/global/publishing',
  ])('does not block on %s', async (pathname) => {
    where.pathname = pathname;
    renderWithProviders(<MustReadBlocker />);
    await waitFor(() => expect(fetchMustReadMessages).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not block an admin who is impersonating, nor ask for their must-read texts', async () => {
    where.isImpersonating = true;
    renderWithProviders(<MustReadBlocker />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMustReadMessages).not.toHaveBeenCalled();
  });
});

import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderComments } from '../../../../../src/app/features/orders/detail/order-comments.tsx';
import type { OrderComment } from '../../../../../src/domain/comments/order-comment.ts';
import { localDb } from '../../../../../src/app/offline/local-db.ts';
import { renderWithProviders } from '../../../../helpers/render-with-providers.tsx';
import { failure, replayOutboxInEachTest, stubNetwork, type ApiCall } from './detail-harness.tsx';

const scope = { customerId: 10, locationId: 200 };
const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const png = (name = 'pallets.png') => new File([new Uint8Array(pngBytes)], name, { type: 'image/png' });
/** A program renamed to look like a PDF: its name and declared type pass the picker, its bytes do not. */
const renamedProgram = () =>
  new File(['MZ\u0090\u0000This program cannot be run in DOS mode.'], 'invoice.pdf', {
    type: 'application/pdf',
  });

function makeComment(overrides: Partial<OrderComment> = {}): OrderComment {
  return {
    id: 1,
    orderId: 12,
    text: 'Two pallets were broken',
    authorName: 'Kari Nordmann',
    createdAt: '2026-03-02T09:30:00.000Z',
    attachments: [],
    ...overrides,
  };
}

function renderComments() {
  renderWithProviders(
    <>
      <Notifications />
      <OrderComments scope={scope} orderId={12} orderNo="1012" />
    </>,
  );
}

const commentField = () => screen.getByRole('textbox', { name: 'Comment' });
const fileField = () => screen.getByLabelText('File');
// The browser's file dialog honours `accept`; a user can still pick a renamed file.
const userChoosingAnyFile = () => userEvent.setup({ applyAccept: false });
const idempotencyKeyOf = (call: ApiCall) => (call.init?.headers as Record<string, string>)['Idempotency-Key'];
/** The outbox entry's id: a UUID version 7. */
const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the comments panel (issue 4 item 6, spec §5, §8)', () => {
  replayOutboxInEachTest();
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    notifications.clean();
  });

  it('lists comments with author, text and files, and downloads a file with the bearer token', async () => {
    const user = userEvent.setup();
    const { callsOf } = stubNetwork({
      orderComments: () => [
        makeComment({
          attachments: [{ id: 40, fileName: 'note.pdf', contentType: 'application/pdf', sizeBytes: 2048 }],
        }),
      ],
      orderAttachment: () => new Response('%PDF-1.4', { status: 200 }),
    });
    // jsdom has no object URLs; the browser test downloads a real one.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:note'), revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderComments();

    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Kari Nordmann');
    expect(item).toHaveTextContent('Two pallets were broken');
    await user.click(within(item).getByRole('button', { name: /note\.pdf/ }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const download = callsOf('orderAttachment')[0]!;
    expect(download.url.searchParams.get('id')).toBe('40');
    expect((download.init?.headers as Record<string, string>).Authorization).toBe('Bearer the-token');
    expect(clicked[0]!.download).toBe('note.pdf');
    expect(clicked[0]!.href).toBe('blob:note');
  });

  it('posts multipart with orderId first, then the text, then the files, under the entry’s key; then shows the new comment', async () => {
    const user = userChoosingAnyFile();
    let saved: OrderComment[] = [];
    const { callsOf } = stubNetwork({
      orderComments: () => saved,
      orderComment: () => {
        saved = [makeComment({ id: 2, text: 'Pallets are wet' })];
        return saved[0];
      },
      orders: () => ({ items: [], total: 0 }),
    });
    renderComments();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();

    await user.type(commentField(), 'Pallets are wet');
    await user.upload(fileField(), png());
    await user.upload(fileField(), png('second.png'));
    const chosen = screen.getByRole('list', { name: 'Files to send' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['pallets.png', 'second.png']);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(callsOf('orderComment')).toHaveLength(1));
    const post = callsOf('orderComment')[0]!;
    expect(post.init?.method).toBe('POST');
    // The browser sets the multipart type with its boundary; a JSON content type would break it.
    expect((post.init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    const form = post.init?.body as FormData;
    expect([...form.keys()]).toEqual(['orderId', 'text', 'attachments', 'attachments']);
    expect(form.get('orderId')).toBe('12');
    expect(form.get('text')).toBe('Pallets are wet');
    expect((form.getAll('attachments') as File[]).map((file) => file.name)).toEqual([
      'pallets.png',
      'second.png',
    ]);
    const key = idempotencyKeyOf(post);
    expect(key).toMatch(uuidV7);

    // The server's list has it (with its author); the device's copy is gone once the key is acknowledged.
    const shown = (await screen.findByText('Kari Nordmann')).closest('li');
    expect(shown).toHaveTextContent('Pallets are wet');
    expect(commentField()).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsOf('idempotencyAck')).toHaveLength(1));
    expect(JSON.parse(String(callsOf('idempotencyAck')[0]!.init?.body))).toEqual({ keys: [key] });
    await waitFor(async () => expect(await localDb.outbox.count()).toBe(0));
    expect(screen.queryByRole('list', { name: 'Comments not sent yet' })).not.toBeInTheDocument();
  });

  it('sends the comment again with the same Idempotency-Key after a 503', async () => {
    const user = userEvent.setup();
    let saved: OrderComment[] = [];
    let answers = 0;
    const { callsOf } = stubNetwork({
      orderComments: () => saved,
      orderComment: () => {
        answers += 1;
        if (answers === 1) return failure(503, 'Service unavailable');
        saved = [makeComment({ id: 3, text: 'Sent twice, saved once' })];
        return saved[0];
      },
      orders: () => ({ items: [], total: 0 }),
    });
    renderComments();
    await screen.findByText('No comments yet.');
    await user.type(commentField(), 'Sent twice, saved once');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(callsOf('orderComment')).toHaveLength(2), { timeout: 10_000 });
    const [first, retry] = callsOf('orderComment');
    expect(idempotencyKeyOf(first!)).toMatch(uuidV7);
    expect(idempotencyKeyOf(retry!)).toBe(idempotencyKeyOf(first!));
    expect((retry!.init?.body as FormData).get('text')).toBe('Sent twice, saved once');
    expect((await screen.findByText('Kari Nordmann')).closest('li')).toHaveTextContent(
      'Sent twice, saved once',
    );
    expect(screen.queryByText('Could not save comment')).not.toBeInTheDocument();
  });

  it('refuses a renamed program by its content, so it never reaches the server', async () => {
    const user = userChoosingAnyFile();
    const { calls, callsOf } = stubNetwork({ orderComments: () => [], orderComment: () => makeComment() });
    renderComments();
    await screen.findByText('No comments yet.');

    await user.upload(fileField(), renamedProgram());
    expect(
      await screen.findByText('Only PDF, JPG and PNG files can be attached (invoice.pdf)'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    await user.type(commentField(), 'See the invoice');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(callsOf('orderComment')).toHaveLength(1));
    const sentFiles = calls.flatMap((call) =>
      call.init?.body instanceof FormData ? call.init.body.getAll('attachments') : [],
    );
    expect(sentFiles).toEqual([]);
  });

  it('refuses a file over 10 MB before sending', async () => {
    const user = userChoosingAnyFile();
    stubNetwork({ orderComments: () => [] });
    renderComments();
    await screen.findByText('No comments yet.');
    const big = png('scan.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(fileField(), big);
    expect(await screen.findByText('A file can be at most 10 MB (scan.png)')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
  });

  it('takes at most 5 files', async () => {
    const user = userChoosingAnyFile();
    stubNetwork({ orderComments: () => [] });
    renderComments();
    await screen.findByText('No comments yet.');
    for (let index = 1; index <= 5; index += 1) await user.upload(fileField(), png(`photo-${index}.png`));
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(
      5,
    );
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove photo-3.png' }));
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  });

  it('asks for a text before sending', async () => {
    const user = userEvent.setup();
    const { callsOf } = stubNetwork({ orderComments: () => [] });
    renderComments();
    await screen.findByText('No comments yet.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a comment first')).toBeInTheDocument();
    expect(callsOf('orderComment')).toHaveLength(0);
  });

  // Since issue 5 the comment is saved on the device before it is sent: the field is cleared at once, and a
  // comment the server refuses stays on the device, under the comments, for the user to discard.
  it("shows 'Could not save comment' with the server's reason and keeps the refused comment (spec §8)", async () => {
    const user = userEvent.setup();
    stubNetwork({
      orderComments: () => [],
      orderComment: () =>
        failure(413, 'Could not save comment: A file can be at most 10 MB (scan.png)', 'PayloadTooLarge'),
    });
    renderComments();
    await screen.findByText('No comments yet.');
    await user.type(commentField(), 'Scan attached');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Could not save comment')).toBeInTheDocument();
    expect(screen.getByText('A file can be at most 10 MB (scan.png)')).toBeInTheDocument();
    expect(commentField()).toHaveValue('');
    const waiting = screen.getByRole('list', { name: 'Comments not sent yet' });
    const refused = within(waiting).getByRole('listitem');
    expect(refused).toHaveTextContent('Scan attached');
    expect(refused).toHaveTextContent('Refused by the server');
    const [entry] = await localDb.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'orderComment', state: 'failed', error: { status: 413 } });
  });
});

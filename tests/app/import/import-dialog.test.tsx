import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportDialog } from '../../../src/app/features/import/components/import-dialog.tsx';
import { glnWithCheckDigit } from '../../../src/domain/shared/gln.ts';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';
import { stubNetwork, failure } from '../features/orders/detail/detail-harness.tsx';

const goodGln = glnWithCheckDigit('708000199901');
const otherGln = glnWithCheckDigit('708000199902');
const badGln = `${goodGln.slice(0, 12)}${(Number(goodGln.at(-1)) + 1) % 10}`;

const readAnswer = {
  fileName: 'locations.xlsx',
  columns: [
    { index: 0, header: 'Navn' },
    { index: 1, header: 'GLN' },
  ],
  rows: [
    ['Lager Nord', goodGln],
    ['Lager Sør', badGln],
    ['Lager Vest', otherGln],
  ],
  suggestedMapping: { name: 0, number: 1 },
};

/** XMLHttpRequest as importRead's upload uses it: progress, then the answer. */
class FakeXhr {
  static sent: FormData[] = [];
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: ProgressEvent) => void)[] = [];
  upload = {
    addEventListener: (_: string, listener: (event: ProgressEvent) => void) =>
      this.uploadListeners.push(listener),
  };
  open() {}
  setRequestHeader() {}
  abort() {}
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(form: FormData) {
    FakeXhr.sent.push(form);
    setTimeout(() => {
      for (const listener of this.uploadListeners)
        listener({ lengthComputable: true, loaded: 10, total: 10 } as ProgressEvent);
      this.status = 200;
      this.responseText = JSON.stringify({ data: readAnswer });
      for (const listener of this.listeners.load ?? []) listener();
    }, 0);
  }
}

async function chooseFile() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['x'], 'locations.xlsx'));
  return screen.findByRole('table', { name: 'Rows to import' });
}

// jsdom lays nothing out: the preview's scroll region gets a height, so the virtual rows render.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;

describe('the import dialog (issue 17 item 8)', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 420 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  });

  it('reads the file, shows the form rules’ errors, checks, and approves only the good rows', async () => {
    const { callsOf } = stubNetwork({
      importCheck: () => ({ errors: [] }),
      importApprove: () => ({ imported: 2 }),
    });
    renderWithProviders(
      <>
        <Notifications />
        <ImportDialog kind="locations" onClose={() => undefined} />
      </>,
    );
    const table = await chooseFile();
    const sent = FakeXhr.sent[0]!;
    expect([sent.get('kind'), sent.get('hasHeader'), sent.get('startRow'), sent.get('values')]).toEqual([
      'locations',
      'true',
      '1',
      'original',
    ]);
    expect(screen.getByRole('combobox', { name: 'Location number (GLN)' })).toHaveValue('GLN');
    const rows = within(table).getAllByTestId('import-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('Invalid GLN');
    expect(screen.getByTestId('import-summary')).toHaveTextContent('3 rows, 1 with errors');

    const approve = screen.getByRole('button', { name: 'Approve valid rows' });
    expect(approve).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    await waitFor(() => expect(approve).toBeEnabled());
    expect(callsOf('importCheck')).toHaveLength(1);

    await userEvent.click(approve);
    expect(await screen.findByText('Import OK')).toBeInTheDocument();
    const [approved] = callsOf('importApprove');
    const body = JSON.parse(String(approved?.init?.body)) as { rows: { number: string }[] };
    expect(body.rows.map((row) => row.number)).toEqual([goodGln, otherGln]);
    // Imported, the dialog starts over.
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Rows to import' })).not.toBeInTheDocument(),
    );
  });

  it('shows the rows a refused approve names, counted among all rows of the file', async () => {
    stubNetwork({
      importCheck: () => ({ errors: [] }),
      importApprove: () =>
        failure(400, 'Some rows have errors', 'ValidationError', {
          errors: [{ row: 1, field: 'number', message: 'Location number already exists' }],
        }),
    });
    renderWithProviders(
      <>
        <Notifications />
        <ImportDialog kind="locations" onClose={() => undefined} />
      </>,
    );
    const table = await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    const approve = screen.getByRole('button', { name: 'Approve valid rows' });
    await waitFor(() => expect(approve).toBeEnabled());
    await userEvent.click(approve);
    // Row 1 of the two sent is the file's third row.
    await waitFor(() =>
      expect(within(table).getAllByTestId('import-row')[2]).toHaveTextContent(
        'Location number already exists',
      ),
    );
    expect(screen.getByTestId('import-summary')).toHaveTextContent('3 rows, 2 with errors');
  });

  it('Clear drops the rows and says so', async () => {
    stubNetwork({});
    renderWithProviders(
      <>
        <Notifications />
        <ImportDialog kind="locations" onClose={() => undefined} />
      </>,
    );
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Imported rows approved or cleared')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rows to import' })).not.toBeInTheDocument();
  });
});

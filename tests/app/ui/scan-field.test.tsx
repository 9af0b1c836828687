import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanField } from '../../../src/app/ui/scan-field/scan-field.tsx';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

function renderField() {
  const onScan = vi.fn();
  renderWithProviders(<ScanField onScan={onScan} />);
  return { onScan, field: screen.getByRole('textbox', { name: 'Scan or type an order number' }) };
}

/** A camera whose one track records being stopped. */
function stubCamera(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia) },
  });
  return navigator.mediaDevices as unknown as { getUserMedia: ReturnType<typeof vi.fn> };
}

function stubStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } };
}

/** A native BarcodeDetector that sees `codes` in every frame. */
function stubDetector(codes: string[]) {
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      detect = async () => codes.map((rawValue) => ({ rawValue }));
    },
  );
}

beforeEach(() => {
  // jsdom plays no media: the preview "plays" at once and has a frame to read.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(
    HTMLMediaElement.HAVE_ENOUGH_DATA,
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('ScanField (issue 6, item 5)', () => {
  it('opens what a keyboard-wedge scanner types before Enter, trimmed, once, and empties the field', async () => {
    const user = userEvent.setup();
    const { onScan, field } = renderField();
    await user.type(field, '  ORD-20417 {Enter}');
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('ORD-20417');
    expect(field).toHaveValue('');

    await user.type(field, '20418{Enter}');
    expect(onScan).toHaveBeenLastCalledWith('20418');
  });

  it('does nothing on Enter in an empty or blank field', async () => {
    const user = userEvent.setup();
    const { onScan, field } = renderField();
    await user.type(field, '{Enter}   {Enter}');
    expect(onScan).not.toHaveBeenCalled();
  });

  it('reads a code with the back camera, then releases the camera and closes', async () => {
    const user = userEvent.setup();
    const { track, stream } = stubStream();
    const mediaDevices = stubCamera(async () => stream);
    stubDetector([' 20419 ']);
    const { onScan } = renderField();

    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));

    await waitFor(() => expect(onScan).toHaveBeenCalledWith('20419'));
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(mediaDevices.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: { facingMode: 'environment' } }),
    );
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('releases the camera when the dialog is closed without a code', async () => {
    const user = userEvent.setup();
    const { track, stream } = stubStream();
    stubCamera(async () => stream);
    stubDetector([]);
    const { onScan } = renderField();

    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText('Point the camera at the barcode')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('video')?.srcObject).toBe(stream));
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onScan).not.toHaveBeenCalled();
  });

  it('says why when the camera permission is denied', async () => {
    const user = userEvent.setup();
    stubCamera(async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    stubDetector([]);
    renderField();

    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera could not be started: camera access was denied',
    );
  });

  it('says so when the device has no camera', async () => {
    const user = userEvent.setup();
    renderField();

    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No camera is available');
  });
});

/**
 * A receipt saved on this device and not yet on the server is shown at `device-<localId>`; the
 * server's receipts at their numeric id.
 */
const devicePrefix = 'device-';

export const deviceReceiptParam = (localId: string) => `${devicePrefix}${localId}`;

export type ReceiptRef = { kind: 'server'; id: number } | { kind: 'device'; localId: string } | null;

export function parseReceiptParam(param: string): ReceiptRef {
  if (param.startsWith(devicePrefix)) {
    const localId = param.slice(devicePrefix.length);
    return /^[0-9a-f-]{36}$/i.test(localId) ? { kind: 'device', localId } : null;
  }
  return /^[1-9][0-9]{0,9}$/.test(param) ? { kind: 'server', id: Number(param) } : null;
}

import net from 'node:net';

/** A multipart body built by the platform's FormData, as the outbox sends a comment. */
export async function multipartBody(
  fields: Record<string, string>,
  files: { name: string; content: Buffer }[] = [],
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachments', new Blob([new Uint8Array(file.content)]), file.name);
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export interface TrickledRequest {
  /** Sends the next `count` bytes of the body (all that is left without a count). */
  send(count?: number): void;
  /** The raw answer once the server has answered and closed or finished it. */
  answer: Promise<{ status: number; text: string }>;
  /** Resolves when the connection ends. */
  closed: Promise<void>;
  destroy(): void;
}

/**
 * A POST over a raw socket whose body the test releases bit by bit: a tablet on bad Wi-Fi, or a client
 * that stalls, which fetch cannot imitate.
 */
export function trickledPost(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): TrickledRequest {
  const socket = net.connect(port, '127.0.0.1');
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Length: ${body.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  socket.write(head);
  let sent = 0;
  const chunks: Buffer[] = [];
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const answer = new Promise<{ status: number; text: string }>((resolve) => {
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // A complete answer: headers and a body of the announced length.
      const text = Buffer.concat(chunks).toString('utf8');
      const [headPart, bodyPart = ''] = text.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(headPart ?? '')?.[1];
      if (length !== undefined && Buffer.byteLength(bodyPart) >= Number(length)) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
  });
  return {
    send(count = body.length - sent) {
      socket.write(body.subarray(sent, sent + count));
      sent += count;
    },
    answer,
    closed,
    destroy: () => socket.destroy(),
  };
}

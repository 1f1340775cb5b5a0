// A local stand-in for a browser push service (FCM, Mozilla autopush): an HTTP server that accepts Web Push
// requests and decrypts their aes128gcm payload (RFC 8291) with the keys of a subscription it issued, so
// tests see exactly what a browser would. Endpoints can be told to answer 404/410 like a gone subscription.
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
}

interface Receiver {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  authSecret: Buffer;
  answer: number;
}

function decrypt(receiver: Receiver, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = receiver.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, receiver.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startFakePushService(port = 0) {
  const receivers = new Map<string, Receiver>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = req.url?.split('/').pop() ?? '';
      const receiver = receivers.get(id);
      if (!receiver) return void res.writeHead(404).end();
      if (receiver.answer !== 201) return void res.writeHead(receiver.answer).end();
      const endpoint = `${baseUrl}/push/${id}`;
      received.push({ endpoint, headers: req.headers, payload: JSON.parse(decrypt(receiver, Buffer.concat(chunks))) });
      res.writeHead(201).end();
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** http://127.0.0.1:port: what a test backend is told to accept as a push service. */
    origin: baseUrl,
    received,
    /** A new browser subscription, as PushSubscription.toJSON() gives it. */
    subscribe(): FakeSubscription {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      receivers.set(id, { ecdh, publicKey, authSecret, answer: 201 });
      return { endpoint: `${baseUrl}/push/${id}`, keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') } };
    },
    /** From now on the endpoint answers this status (410: the user revoked the permission). */
    answer(endpoint: string, status: number) {
      receivers.get(endpoint.split('/').pop()!)!.answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

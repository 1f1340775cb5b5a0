// VAPID keys identify this server to the browsers' push services. From configuration when set (required with
// several instances: every instance must sign with the same key, or subscriptions made through one fail on
// another); otherwise generated once and kept under DATA_DIR, like the session secret (read-or-create-file.ts).
import webpush from 'web-push';
import type { PushConfig } from '@/backend/config';
import { readOrCreateFile } from '@/common/read-or-create-file';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export async function loadVapidKeys(config: PushConfig): Promise<VapidKeys> {
  if (config.publicKey || config.privateKey) {
    if (!config.publicKey || !config.privateKey) throw new Error('Invalid backend environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    return { publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject };
  }
  const stored = JSON.parse(readOrCreateFile(config.keyFile, () => JSON.stringify(webpush.generateVAPIDKeys()))) as Partial<VapidKeys>;
  if (!stored.publicKey || !stored.privateKey) throw new Error(`${config.keyFile} holds no VAPID keys: remove it to generate new ones`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.subject };
}

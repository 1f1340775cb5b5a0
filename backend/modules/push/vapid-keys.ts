// VAPID keys identify this server to the browsers' push services. From configuration when set (required with
// several instances: every instance must sign with the same key, or subscriptions made through one fail on
// another); otherwise generated once and kept under DATA_DIR, like the session secret.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { PushConfig } from '@/backend/config';

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
  try {
    const stored = JSON.parse(await readFile(config.keyFile, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = webpush.generateVAPIDKeys();
  await mkdir(path.dirname(config.keyFile), { recursive: true });
  // 'wx': if another process wrote the file meanwhile, keep theirs.
  try {
    await writeFile(config.keyFile, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(config);
    throw error;
  }
  await chmod(config.keyFile, 0o600);
  return { ...generated, subject: config.subject };
}

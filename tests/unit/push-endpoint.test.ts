// Push endpoints the server will post to: the browsers' push services over https, nothing else (no SSRF).
import { describe, expect, it } from 'vitest';
import { isBrowserPushService } from '@/backend/modules/push/push-endpoint';

describe('isBrowserPushService', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-bn3p.notify.windows.com/w/?token=x',
    'https://web.push.apple.com/QGx',
  ])('accepts %s', (endpoint) => expect(isBrowserPushService(new URL(endpoint))).toBe(true));

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    'https://evilfcm.googleapis.com.example/x',
    'https://127.0.0.1/push',
    'https://localhost/push',
    'https://169.254.169.254/latest/meta-data',
  ])('refuses %s', (endpoint) => expect(isBrowserPushService(new URL(endpoint))).toBe(false));
});

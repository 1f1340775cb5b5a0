// Which requests get the phone layout's defaults (lib/phone-request.ts): the filters start closed on a phone only.
import { describe, expect, it } from 'vitest';
import { isPhoneClient } from '@/lib/phone-request';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const iPad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const firefoxAndroid = 'Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';

describe('isPhoneClient', () => {
  it("believes Chromium's mobile hint over its user agent", () => {
    expect(isPhoneClient(new Headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0 (Linux; Android 10; K)' }))).toBe(true);
    expect(isPhoneClient(new Headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': iPhone }))).toBe(false);
  });

  it('reads "Mobi" in the user agent of browsers without the hint', () => {
    expect(isPhoneClient(new Headers({ 'user-agent': iPhone }))).toBe(true);
    expect(isPhoneClient(new Headers({ 'user-agent': firefoxAndroid }))).toBe(true);
  });

  it('takes tablets and unknown clients for wide screens', () => {
    expect(isPhoneClient(new Headers({ 'user-agent': iPad }))).toBe(false);
    expect(isPhoneClient(new Headers())).toBe(false);
  });
});

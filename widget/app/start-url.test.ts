import { describe, expect, it } from 'vitest';
import { startUrl } from './start-url.ts';

const at = (pathname: string, search = '', hash = '') => startUrl({ pathname, search, hash }, '/widget');

describe('the URL the widget was loaded at (spec 1 §2 route rules)', () => {
  it('redirects the root to the booking result, keeping the query', () => {
    expect(at('/widget/', '?code=demo-kyoto&parentUrl=https%3A%2F%2Fhotel.example')).toBe(
      '/widget/booking/result?code=demo-kyoto&parentUrl=https%3A%2F%2Fhotel.example',
    );
    expect(at('/widget/')).toBe('/widget/booking/result');
  });

  it('turns an old hash URL into a path URL, its root too', () => {
    expect(at('/widget/', '', '#/reservation/confirmation/123?code=demo-kyoto')).toBe('/widget/reservation/confirmation/123?code=demo-kyoto');
    expect(at('/widget/', '', '#/?code=demo-kyoto')).toBe('/widget/booking/result?code=demo-kyoto');
  });

  it('makes a double slash before the query one', () => {
    expect(at('/widget/booking/result//', '?code=demo-kyoto')).toBe('/widget/booking/result/?code=demo-kyoto');
  });

  it('leaves any other page where it is', () => {
    expect(at('/widget/booking/result', '?code=demo-kyoto')).toBeNull();
    expect(at('/widget/search', '?code=demo-kyoto')).toBeNull();
    expect(at('/widget/reservation/confirmation/123', '', '#section')).toBeNull();
  });

  it('takes the start-up tokens out of the query, keeping the rest (spec 1 §2 start-up parameters)', () => {
    expect(at('/widget/booking/result', '?one_time_access_token=abc&otid=1-2&code=demo-kyoto')).toBe('/widget/booking/result?code=demo-kyoto');
    expect(at('/widget/booking/result', '?code=demo-kyoto&refresh_token=abc&locale=ja')).toBe('/widget/booking/result?code=demo-kyoto&locale=ja');
    expect(at('/widget/sign-in', '?login_token=abc')).toBe('/widget/sign-in');
    expect(at('/widget/', '?code=demo-kyoto&accessToken=abc')).toBe('/widget/booking/result?code=demo-kyoto');
    // a parameter that only ends like one is kept
    expect(at('/widget/booking/result', '?code=demo-kyoto&my_refresh_token=x')).toBeNull();
  });
});

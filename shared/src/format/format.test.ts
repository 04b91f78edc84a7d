import { isValidEmail } from './email';
import { isImageSizeAllowed } from './image-size';
import { isEmpty } from './is-empty';
import { normalizeUrl } from './normalize-url';
import { abbreviateNumber, chartNumberLabel, roundNumber } from './numbers';
import { randomId } from './random-id';
import { formatShippingTime } from './shipping-time';
import { slugify } from './slugify';
import { isTimeInRange, localHourToUtc, utcHourToLocal } from './time-of-day';
import { isValidUrl } from './url';

describe('isEmpty (spec 000 §5)', () => {
  it.each([undefined, null, NaN, '', '   '])('%p is empty', (value) =>
    expect(isEmpty(value)).toBe(true),
  );
  it.each([0, false, 'a', [], {}])('%p is not empty', (value) =>
    expect(isEmpty(value)).toBe(false),
  );
});

describe('formatShippingTime (spec 000 §5)', () => {
  it("shows 'n-m'", () => {
    expect(formatShippingTime(7, 15)).toBe('7-15');
    expect(formatShippingTime('3', '5')).toBe('3-5');
    expect(formatShippingTime(0, 5)).toBe('0-5');
  });
  it("shows '-' when both are empty, both 0, or any is over 99", () => {
    expect(formatShippingTime(null, undefined)).toBe('-');
    expect(formatShippingTime('', NaN as unknown as number)).toBe('-');
    expect(formatShippingTime(0, 0)).toBe('-');
    expect(formatShippingTime(5, 100)).toBe('-');
    expect(formatShippingTime(100, 5)).toBe('-');
    expect(formatShippingTime(99, 99)).toBe('99-99');
  });
  it('shows the one value given', () => {
    expect(formatShippingTime(null, 12)).toBe('12');
    expect(formatShippingTime(4, null)).toBe('4');
  });
});

describe('slugify (spec 000 §5)', () => {
  it('lowercases, turns spaces into hyphens, removes the rest', () => {
    expect(slugify('Summer Dress 2024!')).toBe('summer-dress-2024');
    expect(slugify('  Hello   World  ')).toBe('hello-world');
    expect(slugify('Café & Crème')).toBe('cafe-creme');
    expect(slugify('a_b.c')).toBe('abc');
  });
});

describe('normalizeUrl (spec 000 §5)', () => {
  it('adds https to a URL without scheme', () => {
    expect(normalizeUrl('shop.example.com')).toBe('https://shop.example.com');
  });
  it('uses the given scheme', () => {
    expect(normalizeUrl('shop.example.com', 'http')).toBe('http://shop.example.com');
    expect(normalizeUrl('shop.example.com', 'http://')).toBe('http://shop.example.com');
  });
  it('prefixes protocol-relative URLs with the scheme', () => {
    expect(normalizeUrl('//cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
  it('keeps a URL that has a scheme, and blank stays blank', () => {
    expect(normalizeUrl('http://a.com/x')).toBe('http://a.com/x');
    expect(normalizeUrl('  ')).toBe('');
  });
});

describe('isValidEmail (spec 000 §5)', () => {
  it.each(['merchant@shop.com', 'first.last+tag@sub.example.org', 'user@[192.168.0.1]'])(
    '%s is valid',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', 'a b@c.com', 'user@192.168.0.1', '@x.com', 'x@.com', null])(
    '%p is invalid',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('isValidUrl (spec 000 §5)', () => {
  it.each([
    'example.com',
    'https://example.com',
    'https://shop.example.com:8443/path/to?q=1&x=2#top',
    '192.168.1.10:3000/admin',
    'http://10.0.0.1',
    '//cdn.example.com/a.png',
  ])('%s is valid', (url) => expect(isValidUrl(url)).toBe(true));
  it.each(['', 'not a url', 'example', 'ftp://example.com', 'http://-bad-.com', null])(
    '%p is invalid',
    (url) => expect(isValidUrl(url)).toBe(false),
  );
});

describe('numbers (spec 000 §5, §9)', () => {
  it('rounds to 2 decimals by default, without floating drift', () => {
    expect(roundNumber(1.005)).toBe(1.01);
    expect(roundNumber(2.345, 1)).toBe(2.3);
    expect(roundNumber(-1.005)).toBe(-1.01);
    expect(roundNumber(10)).toBe(10);
  });
  it('abbreviates thousands, millions, billions as K, M, G', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1500)).toBe('1.5K');
    expect(abbreviateNumber(2_340_000)).toBe('2.3M');
    expect(abbreviateNumber(7_000_000_000)).toBe('7G');
    expect(abbreviateNumber(999_999)).toBe('1M');
    expect(abbreviateNumber(-12_500)).toBe('-12.5K');
  });
  it('labels chart values over 1e5 in M and over 1e8 in B', () => {
    expect(chartNumberLabel(100_000)).toBe('100000');
    expect(chartNumberLabel(250_000)).toBe('0.25M');
    expect(chartNumberLabel(100_000_000)).toBe('100M');
    expect(chartNumberLabel(350_000_000)).toBe('0.35B');
    expect(chartNumberLabel(42.123)).toBe('42.12');
  });
});

describe('isTimeInRange (spec 000 §5)', () => {
  const at = (h: number, m: number, s = 0) => new Date(2026, 0, 15, h, m, s);
  it('is inclusive at both ends', () => {
    expect(isTimeInRange('09:00', '17:30', at(9, 0))).toBe(true);
    expect(isTimeInRange('09:00', '17:30', at(17, 30, 59))).toBe(true);
    expect(isTimeInRange('09:00', '17:30', at(8, 59))).toBe(false);
    expect(isTimeInRange('09:00', '17:30', at(17, 31))).toBe(false);
  });
  it('covers the whole day for the default 00:00–23:59', () => {
    expect(isTimeInRange('00:00', '23:59', at(0, 0))).toBe(true);
    expect(isTimeInRange('00:00', '23:59', at(23, 59))).toBe(true);
  });
  it('spans midnight when the end is before the start', () => {
    expect(isTimeInRange('22:00', '02:00', at(23, 0))).toBe(true);
    expect(isTimeInRange('22:00', '02:00', at(1, 0))).toBe(true);
    expect(isTimeInRange('22:00', '02:00', at(12, 0))).toBe(false);
  });
  it('refuses malformed times', () => {
    expect(isTimeInRange('9am', '17:00', at(10, 0))).toBe(false);
  });
});

describe('local ↔ UTC hours', () => {
  it('convert with the offset of the reference date and round-trip', () => {
    const reference = new Date(2026, 5, 1, 12);
    const offsetHours = reference.getTimezoneOffset() / 60;
    expect(localHourToUtc(10, reference)).toBe((((10 + offsetHours) % 24) + 24) % 24);
    for (const hour of [0, 5, 13, 23])
      expect(utcHourToLocal(localHourToUtc(hour, reference), reference)).toBe(hour);
  });
  it('wrap around midnight', () => {
    const plusTwo = { getTimezoneOffset: () => -120 } as Date;
    expect(localHourToUtc(1, plusTwo)).toBe(23);
    expect(utcHourToLocal(23, plusTwo)).toBe(1);
  });
});

describe('randomId', () => {
  it('is 8 alphanumeric characters by default, or the length asked', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(randomId(20)).toHaveLength(20);
    expect(new Set(Array.from({ length: 50 }, () => randomId())).size).toBe(50);
  });
});

describe('image size (spec 000 §5, §9)', () => {
  it('allows files under the limit in MB, 2 MB by default', () => {
    expect(isImageSizeAllowed({ size: 1.9 * 1024 * 1024 })).toBe(true);
    expect(isImageSizeAllowed({ size: 2 * 1024 * 1024 })).toBe(false);
    expect(isImageSizeAllowed(4 * 1024 * 1024, 5)).toBe(true);
  });
});

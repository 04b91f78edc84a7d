import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('picks the unit and formats in the language', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(3 * 1024 * 1024, 'en')).toBe('3 MB');
    expect(formatBytes(1536, 'de')).toBe('1,5 kB');
  });
});

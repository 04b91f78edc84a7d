import { shortenUploadName } from './shorten-upload-name';

describe('shortenUploadName', () => {
  it('keeps names of at most 25 characters', () => {
    expect(shortenUploadName('summer-dress-blue-01.jpeg')).toBe('summer-dress-blue-01.jpeg');
    expect(shortenUploadName('a.png')).toBe('a.png');
  });
  it('shortens longer names to the first 10, an ellipsis and the last 10', () => {
    expect(shortenUploadName('summer-dress-blue-front-01.jpeg')).toBe('summer-dre…nt-01.jpeg');
    expect(shortenUploadName('x'.repeat(26))).toBe(`${'x'.repeat(10)}…${'x'.repeat(10)}`);
  });
  it('counts characters, not UTF-16 units', () => {
    const name = `${'😀'.repeat(13)}${'é'.repeat(13)}`;
    expect(shortenUploadName(name)).toBe(`${'😀'.repeat(10)}…${'é'.repeat(10)}`);
  });
});

import { videoDelayMs, videoErrorKey } from './video-preview';

describe('card video preview rules', () => {
  it('plays at once on hover, after 3 s for experts’ choice', () => {
    expect(videoDelayMs(false)).toBe(0);
    expect(videoDelayMs(true)).toBe(3000);
  });

  it.each([1, 2, 3, 4])('has its own message for media error code %i', (code) => {
    expect(videoErrorKey(code)).toBe(`video.error_video_code_${code}`);
  });

  it.each([0, 5, null, undefined])('falls back to the unknown message for %p', (code) => {
    expect(videoErrorKey(code)).toBe('video.error_video_unknown');
  });
});

import { cardImageSources } from './card-image-sources';

describe('cardImageSources', () => {
  it('offers the catalogue pictures as WebP at every card width', () => {
    const url = 'http://127.0.0.1:4000/api/catalogue-media/products/123/0.png';
    expect(cardImageSources(url)).toEqual({
      src: url,
      webpSrcSet:
        'http://127.0.0.1:4000/api/catalogue-media/products/123/0-160.webp 160w, ' +
        'http://127.0.0.1:4000/api/catalogue-media/products/123/0-240.webp 240w, ' +
        'http://127.0.0.1:4000/api/catalogue-media/products/123/0-320.webp 320w, ' +
        'http://127.0.0.1:4000/api/catalogue-media/products/123/0-480.webp 480w',
    });
  });

  it('loads pictures from elsewhere as they are', () => {
    for (const url of [
      'https://ae01.alicdn.com/kf/abc.jpg',
      'http://127.0.0.1:4103/images/products/9.png',
      '/api/gallery-media/1b2c/1.webp',
    ]) {
      expect(cardImageSources(url)).toEqual({ src: url });
    }
  });
});

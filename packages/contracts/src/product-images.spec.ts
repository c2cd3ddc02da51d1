import { imageVariantFileName, parseImageVariantFileName, productImageSrcSet } from './product-images';

const HEX = '0123456789abcdef0123456789abcdef';

describe('product image copies', () => {
  it('lists the WebP copies of an uploaded image by width', () => {
    expect(productImageSrcSet(`/api/catalog/images/${HEX}.png`)).toBe(
      `/api/catalog/images/${HEX}-w320.webp 320w, /api/catalog/images/${HEX}-w640.webp 640w, ` +
        `/api/catalog/images/${HEX}-w960.webp 960w`,
    );
  });

  it.each([
    '/api/catalog/images/digital-zoom-1.svg',
    `/api/catalog/images/${HEX}.gif`,
    `/api/catalog/images/${HEX}-w320.webp`,
    undefined,
    null,
  ])('has no srcset for %s', (url) => {
    expect(productImageSrcSet(url)).toBeUndefined();
  });

  it('names a copy after the original and reads the name back', () => {
    expect(imageVariantFileName(`${HEX}.jpg`, 640)).toBe(`${HEX}-w640.webp`);
    expect(parseImageVariantFileName(`${HEX}-w640.webp`)).toEqual({ stem: HEX, width: 640 });
    expect(parseImageVariantFileName(`${HEX}-w500.webp`)).toBeNull();
    expect(parseImageVariantFileName(`${HEX}.webp`)).toBeNull();
  });
});

import { ownOriginImage } from './own-origin-image';
import { sanitizeRichTextWithDirection } from './sanitize';

const origin = 'https://vitae.example';

describe('the URL an artboard image is loaded from', () => {
  it('asks storage on this origin for an image on another host, by its URL as the resume holds it', () => {
    expect(ownOriginImage(' https://cdn.example/me.png?size=2&x=1 ', origin)).toBe(
      '/api/storage/files/remote-image?url=https%3A%2F%2Fcdn.example%2Fme.png%3Fsize%3D2%26x%3D1',
    );
    expect(ownOriginImage('http://cdn.example/me.png', origin)).toBe(
      '/api/storage/files/remote-image?url=http%3A%2F%2Fcdn.example%2Fme.png',
    );
  });

  it('keeps data, blob, root-relative and same-origin URLs', () => {
    for (const url of [
      'data:image/png;base64,AAAA',
      'blob:https://vitae.example/1',
      '/api/storage/files/users/u/images/a.png',
      'https://vitae.example/api/storage/files/users/u/images/a.png',
    ]) {
      expect(ownOriginImage(url, origin)).toBe(url);
    }
  });

  it('draws rich-text images from storage, never from their host', () => {
    const html = sanitizeRichTextWithDirection(
      '<p>Hi <img src="https://cdn.example/a.png?x=1&amp;y=2"></p>',
    );
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const src = holder.querySelector('img')?.getAttribute('src') ?? '';
    expect(src.startsWith('/api/storage/files/remote-image?url=')).toBe(true);
    expect(new URLSearchParams(src.split('?')[1]).get('url')).toBe(
      'https://cdn.example/a.png?x=1&y=2',
    );
  });
});

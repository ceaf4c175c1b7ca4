import { cardMedia, displaySource, isAcceptableMediaUrl, isKnownMediaHost, KNOWN_MEDIA_HOSTS, normalizeMedia, thumbnailSources } from './listing-media';

describe('normalizeMedia', () => {
  it('accepts plain URL strings in their order', () => {
    expect(normalizeMedia(['https://cdn.example.com/a.jpg', ' /uploads/b.png ', 'https://cdn.example.com/c.mp4'])).toEqual([
      { url: 'https://cdn.example.com/a.jpg', type: 'image', order: 0 },
      { url: '/uploads/b.png', type: 'image', order: 1 },
      { url: 'https://cdn.example.com/c.mp4', type: 'video', order: 2 },
    ]);
  });

  it('accepts upload records, sorted by uploadOrder', () => {
    const images = [
      { id: 3, filePath: '/uploads/posts/c.jpg', fileType: 'image', mimeType: 'image/jpeg', fileName: 'c.jpg', uploadOrder: 2 },
      { id: 1, filePath: '/uploads/posts/a.jpg', fileType: 'image', mimeType: 'image/jpeg', fileName: 'a.jpg', uploadOrder: 0 },
      { id: 2, filePath: '/uploads/posts/b.mp4', fileType: 'video', mimeType: 'video/mp4', fileName: 'b.mp4', uploadOrder: 1 },
    ];
    expect(normalizeMedia(images)).toEqual([
      { url: '/uploads/posts/a.jpg', type: 'image', order: 0 },
      { url: '/uploads/posts/b.mp4', type: 'video', order: 1 },
      { url: '/uploads/posts/c.jpg', type: 'image', order: 2 },
    ]);
  });

  it('keeps the stored order for equal uploadOrder and puts records without one after the ordered ones', () => {
    const images = [
      { url: '/uploads/x.jpg' },
      { url: '/uploads/b1.jpg', uploadOrder: 1 },
      'https://cdn.example.com/plain.jpg',
      { url: '/uploads/b2.jpg', uploadOrder: 1 },
      { url: '/uploads/a.jpg', uploadOrder: 0 },
      { url: '/uploads/y.jpg', uploadOrder: Number.NaN },
    ];
    expect(normalizeMedia(images).map((m) => m.url)).toEqual([
      '/uploads/a.jpg',
      '/uploads/b1.jpg',
      '/uploads/b2.jpg',
      '/uploads/x.jpg',
      'https://cdn.example.com/plain.jpg',
      '/uploads/y.jpg',
    ]);
  });

  it('prefers url over filePath and falls back to filePath', () => {
    expect(normalizeMedia([{ url: 'https://res.cloudinary.com/demo/x', filePath: '/uploads/x.jpg' }])[0].url).toBe('https://res.cloudinary.com/demo/x');
    expect(normalizeMedia([{ url: '  ', filePath: '/uploads/x.jpg' }])[0].url).toBe('/uploads/x.jpg');
  });

  it.each([
    [{ url: '/api/media/12', fileType: 'video' }, 'video'],
    [{ url: '/api/media/12', fileType: 'VIDEO' }, 'video'],
    [{ url: '/api/media/12', mimeType: 'video/quicktime' }, 'video'],
    [{ url: '/api/media/12', mimeType: 'Video/MP4' }, 'video'],
    [{ url: '/uploads/clip.MOV' }, 'video'],
    [{ url: '/uploads/clip.webm?v=2' }, 'video'],
    [{ url: '/uploads/clip.3gp#t=1' }, 'video'],
    [{ url: '/uploads/clip.mkv', fileType: 'image' }, 'video'],
    [{ url: '/api/media/12' }, 'image'],
    [{ url: '/api/media/12', fileType: 'image', mimeType: 'image/png' }, 'image'],
    [{ url: '/uploads/mp4-guide.jpg' }, 'image'],
    [{ url: 'https://cdn.example.com/mp4/photo.png' }, 'image'],
  ])('%j is an %s', (entry, type) => {
    expect(normalizeMedia([entry])[0].type).toBe(type);
  });

  it.each(['avi', 'mov', 'wmv', 'flv', 'webm', 'mkv', '3gp', 'mp4'])('a .%s URL string is a video', (ext) => {
    expect(normalizeMedia([`https://cdn.example.com/v.${ext}`])[0].type).toBe('video');
  });

  it('drops junk entries', () => {
    const images = [null, undefined, 42, true, '', '   ', [], ['/uploads/a.jpg'], {}, { url: 7 }, { filePath: null }, { fileName: 'a.jpg' }, '/uploads/ok.jpg'];
    expect(normalizeMedia(images)).toEqual([{ url: '/uploads/ok.jpg', type: 'image', order: 0 }]);
  });

  it.each([null, undefined, 'https://cdn.example.com/a.jpg', { url: '/uploads/a.jpg' }, 3])('gives an empty list for the non-list %j', (images) => {
    expect(normalizeMedia(images)).toEqual([]);
  });

  it('does not change its argument', () => {
    const images = [{ url: '/uploads/b.jpg', uploadOrder: 1 }, { url: '/uploads/a.jpg', uploadOrder: 0 }];
    normalizeMedia(images);
    expect(images[0].url).toBe('/uploads/b.jpg');
  });
});

describe('isAcceptableMediaUrl', () => {
  it.each([
    'https://cdn.example.com/salon/front.jpg',
    'http://cdn.example.com/salon/front.JPEG',
    'HTTPS://cdn.example.com/a.png',
    'https://cdn.example.com/a.gif',
    'https://cdn.example.com/a.webp?w=800&h=600',
    'https://cdn.example.com/a.avif#frag',
    'https://cdn.example.com/logo.svg',
    'https://cdn.example.com/old.bmp',
    'https://cdn.example.com/tour.mp4',
    'https://cdn.example.com/tour.mov?token=abc',
    'https://images.unsplash.com/photo-1604654894610-df63bc536371?w=800',
    'https://res.cloudinary.com/demo/image/upload/w_400/sample',
    'https://storage.googleapis.com/bucket/object-without-extension',
    'https://chonail-media.s3.us-east-1.amazonaws.com/posts/123',
    'https://s3.amazonaws.com/bucket/key',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    '/uploads/posts/1/photo',
    '/uploads/posts/1/photo.jpg',
    '/api/media/42',
    '/api/media/42/thumbnail?size=small',
    '  https://cdn.example.com/a.jpg  ',
  ])('accepts %s', (url) => {
    expect(isAcceptableMediaUrl(url)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'https://via.placeholder.com/300x200.png',
    'https://cdn.example.com/placeholder.jpg',
    'https://cdn.example.com/img/PLACEHOLDER-salon.png',
    '/uploads/placeholder.png',
    'javascript:alert(1)',
    'JavaScript:alert(1)//.jpg',
    '//evil.example.com/a.jpg',
    'ftp://cdn.example.com/a.jpg',
    'file:///etc/passwd.png',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/',
    'data:video/mp4;base64,AAAA',
    'blob:https://example.com/1234',
    'uploads/a.jpg',
    './uploads/a.jpg',
    '/static/a.jpg',
    '/uploads/',
    '/uploads/../admin',
    '/uploads/%2e%2e/admin',
    '/api/media/../../etc',
    'https://cdn.example.com/page.html',
    'https://cdn.example.com/photo',
    'https://cdn.example.com/a.jpg.exe',
    'https://images.unsplash.com.evil.example/photo',
    'https://images.unsplash.com@evil.example/photo',
    'https://amazonaws.com/photo',
    'https://evilamazonaws.com/photo',
    'https://',
    'https:///a.jpg',
  ])('refuses %j', (url) => {
    expect(isAcceptableMediaUrl(url)).toBe(false);
  });

  it('refuses non-strings that reach it at runtime', () => {
    expect(isAcceptableMediaUrl(undefined as unknown as string)).toBe(false);
    expect(isAcceptableMediaUrl(null as unknown as string)).toBe(false);
  });
});

describe('known media hosts', () => {
  it('lists the hosts', () => {
    expect(KNOWN_MEDIA_HOSTS).toEqual(expect.arrayContaining(['images.unsplash.com', 'res.cloudinary.com', 'storage.googleapis.com', '*.amazonaws.com']));
  });

  it.each([
    ['images.unsplash.com', true],
    ['IMAGES.UNSPLASH.COM', true],
    ['res.cloudinary.com.', true],
    ['bucket.s3.amazonaws.com', true],
    ['s3.amazonaws.com', true],
    ['amazonaws.com', false],
    ['unsplash.com', false],
    ['plus.unsplash.com', false],
    ['storage.googleapis.com.evil.example', false],
  ])('%s -> %s', (host, known) => {
    expect(isKnownMediaHost(host)).toBe(known);
  });
});

describe('cardMedia', () => {
  const post = [
    'https://via.placeholder.com/600x400',
    { url: '/uploads/posts/7/2.jpg', uploadOrder: 2 },
    { url: '/uploads/posts/7/1.mp4', uploadOrder: 1, fileType: 'video' },
    { url: 'javascript:alert(1)', uploadOrder: 0 },
    { url: '/uploads/posts/7/3.jpg', uploadOrder: 3 },
    { url: '/uploads/posts/7/4.jpg', uploadOrder: 4 },
    { url: '/uploads/posts/7/5.jpg', uploadOrder: 5 },
  ];

  it('gives the first four acceptable items, keeping their place in the full list', () => {
    expect(cardMedia(post)).toEqual([
      { url: '/uploads/posts/7/1.mp4', type: 'video', order: 1 },
      { url: '/uploads/posts/7/2.jpg', type: 'image', order: 2 },
      { url: '/uploads/posts/7/3.jpg', type: 'image', order: 3 },
      { url: '/uploads/posts/7/4.jpg', type: 'image', order: 4 },
    ]);
  });

  it('takes another maximum', () => {
    expect(cardMedia(post, 1).map((m) => m.url)).toEqual(['/uploads/posts/7/1.mp4']);
    expect(cardMedia(post, 10)).toHaveLength(5);
    expect(cardMedia(post, Number.POSITIVE_INFINITY)).toHaveLength(5);
    expect(cardMedia(post, 0)).toEqual([]);
    expect(cardMedia(post, -1)).toEqual([]);
    expect(cardMedia(post, Number.NaN)).toEqual([]);
  });

  it('gives nothing for a post without usable media', () => {
    expect(cardMedia(undefined)).toEqual([]);
    expect(cardMedia(['', 'https://via.placeholder.com/1.png', { fileName: 'x' }])).toEqual([]);
  });
});

describe('thumbnailSources', () => {
  const upload = '/api/media/files/0b6f2d0e-3c1a-4d6e-9a8b-2f4c6e8a0b1d';

  it('gives a processed upload its 400 px thumbnail, and the 1600 px display size only through srcset', () => {
    expect(thumbnailSources(upload, '96px')).toEqual({
      src: `${upload}?variant=thumb`,
      srcSet: `${upload}?variant=thumb 400w, ${upload} 1600w`,
      sizes: '96px',
    });
    expect(displaySource(upload)).toBe(upload);
  });

  it("keeps the owner's signature on the thumbnail of a file visitors may not load", () => {
    const signed = `${upload}?sig=AbC_-12&exp=1796000000`;
    expect(thumbnailSources(signed, '96px')).toEqual({
      src: `${upload}?variant=thumb&sig=AbC_-12&exp=1796000000`,
      srcSet: `${upload}?variant=thumb&sig=AbC_-12&exp=1796000000 400w, ${signed} 1600w`,
      sizes: '96px',
    });
  });

  it('leaves pictures that have no variants as they are', () => {
    for (const url of ['https://images.unsplash.com/photo-1?w=800', '/uploads/a.jpg', `${upload}?variant=thumb`, '/api/media/files/not-a-name', 'data:image/png;base64,AAAA']) {
      expect(thumbnailSources(url, '96px')).toEqual({ src: url });
    }
  });
});

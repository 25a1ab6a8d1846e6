/**
 * URLs of the placeholder image services (spec section 7): picsum.photos for
 * restaurant and food pictures, pravatar.cc for avatars. The same key always
 * gives the same picture.
 */

/** Lowercase ASCII slug: `Bella Napoli's Trattoria` → `bella-napolis-trattoria`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A picsum.photos picture for a key that is already a non-empty slug (see `slugify`). */
export function picsumUrl(slug: string, width: number, height: number): string {
  return `https://picsum.photos/seed/${slug}/${width}/${height}`;
}

function picsum(key: string, width: number, height: number): string {
  return picsumUrl(slugify(key) || 'image', width, height);
}

/** A restaurant picture, keyed by e.g. the restaurant's name. */
export function restaurantImageUrl(key: string, width = 800, height = 500): string {
  return picsum(key, width, height);
}

/** A food picture, keyed by e.g. restaurant id and dish name. */
export function menuItemImageUrl(key: string, width = 400, height = 300): string {
  return picsum(key, width, height);
}

/** A 150 px avatar for a user id. */
export function avatarUrl(id: string): string {
  return `https://i.pravatar.cc/150?u=${encodeURIComponent(id)}`;
}

/**
 * The origins pictures may come from: the app itself and the placeholder services above (picsum.photos redirects
 * each picture to fastly.picsum.photos). The Content-Security-Policy's img-src (index.html) lists the same,
 * checked by images.test.ts; the app shows its illustration instead of requesting an image anywhere else.
 */
export const IMAGE_ORIGINS = [
  'https://picsum.photos',
  'https://fastly.picsum.photos',
  'https://i.pravatar.cc',
] as const;

/**
 * Whether the app may request this picture: an https URL on one of `IMAGE_ORIGINS`, or one of the app's own files
 * (a path, or a URL on `appOrigin`). An admin may enter any http(s) URL (spec: "image URL of type URL"); one
 * from anywhere else is never requested (the policy would refuse it, and log a violation): its card shows the
 * dish's illustration, as for a picture that failed to load.
 */
export function isServedImage(url: string, appOrigin?: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { origin } = new URL(url);
    return (IMAGE_ORIGINS as readonly string[]).includes(origin) || origin === appOrigin;
  } catch {
    return false;
  }
}

import { illustrationFor } from '../src/components/ui/Img/illustration';
import { illustrationUrl } from '../src/components/ui/Img/ImageSource';

/** Avatar services: their pictures are people, so the stand-in is no picture (the avatar shows initials). */
const AVATAR_HOSTS = /^https?:\/\/(i\.)?pravatar\.cc\//i;

/**
 * Deterministic, offline stand-ins for the placeholder-service images. A food or restaurant
 * picture becomes the dish illustration its URL's key names (a static SVG from
 * public/illustrations/, served through staticDirs: see src/components/ui/Img/illustration.ts), so the same
 * URL always gives the same picture and screenshots are stable. An avatar becomes no picture, so
 * `Avatar` shows the person's initials. Nothing leaves the machine. URLs that are not http(s)
 * (data:, relative) pass through, so stories can still show a failing image.
 */
export function localStandIn(src: string): string {
  if (!/^https?:\/\//i.test(src)) return src;
  if (AVATAR_HOSTS.test(src)) return '';
  return illustrationUrl(illustrationFor(src));
}

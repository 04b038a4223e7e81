import { readEnv, UPLOADS_PATH } from '@/config/env';

/**
 * Where the page asks for a product image. With VITE_IMAGES_FROM_SITE, images uploaded to the build's
 * WordPress are asked from this site (`/wp-content/uploads/…`, passed on by the host): a phone then
 * reuses the connection it already has instead of opening one to a second host before the largest
 * image. Any other address (samples, another WordPress chosen in the dialog) stays as it is.
 */
export function imageSource(url: string, uploadsViaSite = readEnv().uploadsViaSite): string {
  return uploadsViaSite !== null && url.startsWith(uploadsViaSite)
    ? `${UPLOADS_PATH}${url.slice(uploadsViaSite.length)}`
    : url;
}

/** The same for each candidate of a `srcset` ("url 300w, url 768w"). */
export function imageSourceSet(srcSet: string | undefined, uploadsViaSite = readEnv().uploadsViaSite) {
  return srcSet
    ?.split(', ')
    .map((candidate) => imageSource(candidate, uploadsViaSite))
    .join(', ');
}

import { apex } from './apex';

/**
 * SPEC 7.2 / 8 in the browser: the delivery (CDN) base domain for uploaded files and the static
 * image path. When the domain cannot be fetched, an empty string is used instead, so paths stay
 * relative to the site rather than breaking the page.
 */
export async function deliveryDomain(call: typeof apex = apex): Promise<string> {
  try {
    return await call('FileUploadController', 'getCloudFrontDomain', {}, { method: 'GET' });
  } catch (error) {
    console.error(error);
    return '';
  }
}

/** S3ConfigUtil.getCloudFrontBaseDomain + '/static/images' (or '/static/images' when it fails). */
export async function staticImagePath(call: typeof apex = apex): Promise<string> {
  let domain = '';
  try {
    domain = await call('S3ConfigUtil', 'getCloudFrontBaseDomain', {}, { method: 'GET' });
  } catch (error) {
    console.error(error);
  }
  return `${domain}/static/images`;
}

/** A stored file's URL: the delivery domain followed by its key. */
export function fileUrl(domain: string, key: string): string {
  return `${domain}/${key}`;
}

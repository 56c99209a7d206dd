import { z } from 'zod';
import { deliveryBaseDomain } from '#server/platform/storage/file-service';
import { method } from './define';

export const S3ConfigUtil = {
  /** SPEC 7.2: the answer followed by '/static/images' is the static image path. */
  getCloudFrontBaseDomain: method({
    input: z.object({}),
    access: 'public',
    cacheable: true,
    handler: (_input, { services }) => deliveryBaseDomain(services.env),
  }),
} as const;

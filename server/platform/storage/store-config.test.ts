import { describe, expect, it } from 'vitest';
import { readEnv } from '#server/platform/env';
import { createObjectStore } from '#server/platform/services';
import { ClientFileName, deliveryBaseDomain, FILE_KEY, newFileKey } from './file-service';
import { LocalObjectStore } from './local-store';
import { S3ObjectStore } from './s3-store';

describe('object store configuration (SPEC 7.2)', () => {
  it('uses the local disk by default and S3 when a bucket is set', () => {
    expect(createObjectStore(readEnv({}))).toBeInstanceOf(LocalObjectStore);
    expect(createObjectStore(readEnv({ S3_BUCKET: 'dodampet-files' }))).toBeInstanceOf(S3ObjectStore);
  });

  it('refuses half a key pair', () => {
    expect(() => readEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => readEnv({ CDN_BASE_DOMAIN: 'not a url' })).toThrow(/CDN_BASE_DOMAIN/);
  });

  it('names the delivery domain: CDN, bucket URL, or this site’s /files', () => {
    expect(deliveryBaseDomain(readEnv({ S3_BUCKET: 'b', CDN_BASE_DOMAIN: 'https://d123.cloudfront.net/' }))).toBe('https://d123.cloudfront.net');
    expect(deliveryBaseDomain(readEnv({ S3_BUCKET: 'b', S3_REGION: 'ap-northeast-2' }))).toBe('https://b.s3.ap-northeast-2.amazonaws.com/public');
    expect(deliveryBaseDomain(readEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }))).toBe('http://127.0.0.1:9000/b/public');
    expect(deliveryBaseDomain(readEnv({}))).toBe('/files');
    expect(deliveryBaseDomain(readEnv({ PUBLIC_ORIGIN: 'https://www.dodampet.co.kr', BASE_PATH: '/shop' }))).toBe('https://www.dodampet.co.kr/shop/files');
  });

  it('generates keys as {timestamp}-{uuid}.{ext}', () => {
    const key = newFileKey('png', 1767225600000);
    expect(key).toMatch(/^1767225600000-[0-9a-f-]{36}\.png$/);
    expect(FILE_KEY.test(key)).toBe(true);
    expect(FILE_KEY.test('../1767225600000-x.png')).toBe(false);
  });

  it('refuses file names that try to leave their folder', () => {
    for (const bad of ['../a.png', 'a/b.png', 'a\\b.png', 'a\u0000.png', '']) expect(ClientFileName.safeParse(bad).success).toBe(false);
    expect(ClientFileName.safeParse('우리 강아지 (1).jpg').success).toBe(true);
  });
});

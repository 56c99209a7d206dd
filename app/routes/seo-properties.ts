import { getSeoProperties, SEO_CACHE_TTL_MS, SEO_FIELDS, type SeoField } from '#app/features/catalogue/seo.server';
import type { Route } from './+types/seo-properties';

/**
 * SPEC 7.3: GET /services/data/{apiVersion}/connect/communities/{communityId}/seo/properties/{recordId}?fields={fields}
 *
 * Answers `{ recordId, fields: { title, description, imageUrl, imageAlt, canonicalPath } }` for a
 * product (Product2) id; `fields` (comma-separated) narrows `fields` to the names asked for.
 * Cached 1 hour on the server (shared cache) and by clients (Cache-Control). Errors use the
 * platform's REST shape: `[{ errorCode, message }]` with 400 (bad path or field) or 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { apiVersion, communityId, recordId } = params;
  if (!/^v\d{2,3}\.\d$/.test(apiVersion) || !/^[A-Za-z0-9]{1,18}$/.test(communityId) || recordId.length === 0 || recordId.length > 64) {
    return error(400, 'INVALID_PARAMETER', '요청 경로가 올바르지 않습니다.');
  }
  const asked = (new URL(request.url).searchParams.get('fields') ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  const unknown = asked.filter((f) => !(SEO_FIELDS as readonly string[]).includes(f));
  if (unknown.length > 0) return error(400, 'INVALID_FIELD', `알 수 없는 필드입니다: ${unknown.join(', ')}`);
  const wanted: readonly SeoField[] = asked.length > 0 ? (asked as SeoField[]) : SEO_FIELDS;

  const properties = await getSeoProperties(context.services, recordId);
  if (!properties) return error(404, 'NOT_FOUND', '레코드를 찾을 수 없습니다.');
  const fields: Partial<Record<SeoField, string>> = {};
  for (const name of wanted) fields[name] = properties[name];
  return Response.json({ recordId: properties.recordId, fields }, { headers: { 'Cache-Control': `public, max-age=${SEO_CACHE_TTL_MS / 1000}` } });
}

function error(status: number, errorCode: string, message: string): Response {
  return Response.json([{ errorCode, message }], { status, headers: { 'Cache-Control': 'no-store' } });
}

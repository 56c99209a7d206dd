import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { normalisePage } from '#app/ui/paginator/paginator';
import { invalidQuery } from './forms.server';

/**
 * What a page loader or action in a feature's `pages.server.ts` takes: the route's own
 * `Route.LoaderArgs` / `Route.ActionArgs`, passed on whole by the route module's one-line loader.
 */
export type PageArgs = { request: Request; context: AppLoadContext; params?: Record<string, string | undefined> };

/** The request's URL, parsed. */
export function urlOf(args: Pick<PageArgs, 'request'>): URL {
  return new URL(args.request.url);
}

/**
 * The query string read through a zod schema (the first value of each name). A schema that
 * cannot accept what came answers 400 naming the parameter (`invalidQuery`); schemas that should
 * never refuse a link turn bad values into defaults themselves (`pageParam`, `.catch()`).
 */
export function readQuery<S extends z.ZodType>(args: Pick<PageArgs, 'request'>, schema: S): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of urlOf(args).searchParams) raw[key] ??= value;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return invalidQuery(issue && issue.path.length > 0 ? String(issue.path[0]) : 'query', issue?.message ?? '요청 주소의 값이 올바르지 않습니다.');
}

/** A `page` parameter as SPEC 5.4 reads it: anything that is not a page number ≥ 1 is page 1. */
export const pageParam = z.string().optional().transform((value) => normalisePage(value));

/** An optional text parameter where an empty value means "not given". */
export const optionalParam = z.string().optional().transform((value) => (value === undefined || value === '' ? null : value));

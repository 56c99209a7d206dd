import type { TestServer } from './test-server';

/** Submits a page form the way a browser does (same-origin, urlencoded or multipart). */
export async function postForm(
  server: TestServer,
  path: string,
  fields: Record<string, string | string[] | Blob>,
  cookie?: string,
): Promise<Response> {
  const hasFile = Object.values(fields).some((v) => v instanceof Blob);
  let body: FormData | URLSearchParams;
  if (hasFile) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (Array.isArray(v)) for (const item of v) form.append(k, item);
      else if (v instanceof Blob) form.append(k, v, 'photo.bin');
      else form.append(k, v);
    }
    body = form;
  } else {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) {
      if (Array.isArray(v)) for (const item of v) params.append(k, item);
      else params.append(k, v as string);
    }
    body = params;
  }
  return server.fetch(path, {
    method: 'POST',
    headers: { Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
    body,
  });
}

/** The session cookie a response sets, as a Cookie header value. */
export function sessionFrom(res: Response): string | undefined {
  const match = /(?:^|,\s*)(sid=[A-Za-z0-9_-]{43})/.exec(res.headers.get('set-cookie') ?? '');
  return match?.[1];
}

export async function htmlOf(res: Response): Promise<string> {
  return (await res.text()).replace(/<!-- -->/g, '');
}

/** A page's text as a reader meets it: tags and scripts out, entities of the text in, spaces folded. */
export function pageText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

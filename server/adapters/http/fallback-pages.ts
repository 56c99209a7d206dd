/**
 * Plain pages for the moments the app cannot render (maintenance, outage): no scripts, inline
 * styles only, so they work whatever else is broken.
 */
function page(title: string, heading: string, body: string, homeHref: string | undefined): string {
  const link = homeHref === undefined ? '' : `<p><a href="${escapeHtml(homeHref)}">홈으로 가기</a></p>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,"Noto Sans CJK KR",sans-serif;margin:0;padding:15vh 1.5rem;color:#222;text-align:center;line-height:1.6}h1{font-size:1.5rem}p{white-space:pre-line}a{color:#b00016}</style></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(body)}</p>${link}</main></body></html>`;
}

export function maintenancePage(brand: string, alertMessage: string, basePath: string): string {
  const message = alertMessage.trim() === '' ? '지금은 이 페이지를 이용할 수 없습니다.' : alertMessage;
  return page(`점검 중 | ${brand}`, '서비스 점검 안내', message, `${basePath}/`);
}

export function unavailablePage(message = '잠시 후 다시 시도해 주세요.'): string {
  return page('잠시 후 다시 시도해 주세요', '일시적으로 페이지를 열 수 없습니다', message, undefined);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

import { describe, expect, it } from 'vitest';
import { editorHtmlToText, sanitizeEditorHtml } from './editor-html';

describe('editor HTML allow-list', () => {
  it('keeps text structure, tables and lists', () => {
    const html = '<h2>제목</h2><p><strong>굵게</strong> <em>기울임</em></p><ul><li>하나</li></ul><table><caption>표</caption><tbody><tr><th scope="row">a</th><td>b</td></tr></tbody></table>';
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, classes, frames and javascript: links', () => {
    const out = sanitizeEditorHtml(
      '<p onclick="x()" style="color:red" class="c">안녕<script>alert(1)</script></p><iframe src="https://evil.test"></iframe><a href="javascript:alert(1)">링크</a><object data="x"></object>',
    );
    expect(out).toBe('<p>안녕</p><a>링크</a>');
  });

  it('turns h1 into h2 (the page title is the only h1)', () => {
    expect(sanitizeEditorHtml('<h1>큰 제목</h1>')).toBe('<h2>큰 제목</h2>');
  });

  it('opens outside links safely and keeps inside links as they are', () => {
    expect(sanitizeEditorHtml('<a href="https://example.com">밖</a>')).toBe('<a href="https://example.com" rel="noopener noreferrer" target="_blank">밖</a>');
    expect(sanitizeEditorHtml('<a href="/recruitment">안</a>')).toBe('<a href="/recruitment">안</a>');
  });

  // Back-office attack, item 4: links in articles, notices and FAQ follow the rule of every staff link.
  it.each(['/\\evil.example/x', '/&#9;/evil.example/x', '//evil.example', '/%2F%2Fevil.example', 'http://evil.example/', 'data:text/html,x'])('drops the target of the off-site link %j and keeps its text', (href) => {
    expect(sanitizeEditorHtml(`<a href="${href}">링크</a>`)).toBe('<a>링크</a>');
  });

  it('keeps anchors of the page, mail and telephone links', () => {
    expect(sanitizeEditorHtml('<a href="#faq-3">위</a><a href="mailto:help@example.kr">메일</a><a href="tel:080-000-0000">전화</a>')).toBe('<a href="#faq-3">위</a><a href="mailto:help@example.kr">메일</a><a href="tel:080-000-0000">전화</a>');
  });

  it('keeps only images of our own CMS media, always with alt text', () => {
    expect(sanitizeEditorHtml('<img src="/cms/delivery/media/article-x">')).toBe('<img src="/cms/delivery/media/article-x" alt="" loading="lazy" decoding="async" />');
    expect(sanitizeEditorHtml('<img src="https://tracker.test/p.gif" alt="x">')).toBe('');
    expect(sanitizeEditorHtml('<img src="data:image/svg+xml;base64,AAAA">')).toBe('');
  });

  it('gives the text of HTML for search and summaries', () => {
    expect(editorHtmlToText('<h2>제목</h2><p>본문 &amp; 더<br>둘째 줄</p><ul><li>a</li><li>b</li></ul>')).toBe('제목 본문 & 더 둘째 줄 a b');
  });
});

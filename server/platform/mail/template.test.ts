import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './mail-service';
import { renderMail } from './template';

describe('renderMail', () => {
  const letterhead = { brand: '도담펫', footer: ['도담펫 고객센터 080-000-0000', '(주)도담 · 사업자등록번호 000-00-00000'] };
  const url = (path: string) => `https://shop.example${path}`;

  it('gives the same message as HTML and text, with the brand in the subject and the footer details', () => {
    const mail = renderMail(
      { subject: '비밀번호 재설정', heading: '비밀번호를 다시 설정해 주세요', paragraphs: ['요청하신 링크예요.'], action: { label: '새 비밀번호 설정', path: '/password-reset?token=abc' }, notes: ['30분 동안 쓸 수 있어요.'], facts: [{ label: '택배사', value: 'CJ대한통운' }] },
      letterhead,
      url,
    );
    expect(mail.subject).toBe('[도담펫] 비밀번호 재설정');
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('요청하신 링크예요.');
      expect(body).toContain('https://shop.example/password-reset?token=abc');
      expect(body).toContain('사업자등록번호 000-00-00000');
      expect(body).toContain('CJ대한통운');
      expect(body).toContain('30분 동안 쓸 수 있어요.');
    }
    expect(mail.html).toContain('<html lang="ko">');
    expect(mail.text).toContain('새 비밀번호 설정: https://shop.example/password-reset?token=abc');
  });

  it('escapes what members typed', () => {
    const mail = renderMail({ subject: 's', heading: '<script>alert(1)</script>', paragraphs: ['"a" & \'b\''] }, letterhead, url);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('&quot;a&quot; &amp; &#39;b&#39;');
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
  });
});

/**
 * Korean passwords that zxcvbn's English and breach dictionaries miss: words typed on the Korean
 * keyboard in English mode (사랑해 → tkfkdgo), romanised words, and Hangul phrases. Given to the
 * estimator as one more breached-password list (password-strength.server.ts).
 */
export const KOREAN_COMMON_PASSWORDS: readonly string[] = [
  // Hangul typed with the keyboard in English mode.
  'tkfkdgo', 'tkfkdgody', 'dkssud', 'dkssudgktpdy', 'qlalfqjsgh', 'eogksalsrnr', 'gksrnr', 'rkskekfk',
  'rkskekfkakqktk', 'qkqh', 'dlrjsdkagh', 'wkdrnr', 'gkswhd', 'gkswhd12', 'dudgml', 'wldms', 'tjdgus',
  // Romanised words and common Korean patterns.
  'saranghae', 'saranghaeyo', 'sarang12', 'sarang1234', 'annyeong', 'hangul', 'hanguk', 'daehanminguk',
  'naver1234', 'kakao1234', 'samsung1', 'samsung123', 'dlrjsdkagh1', 'dodampet', 'love1234', 'loveyou1',
  'doggy123', 'puppy123', 'kitty123', 'cat12345', 'mungmung', 'yaong123',
  // Hangul phrases.
  '사랑해', '사랑해요', '비밀번호', '대한민국', '안녕하세요', '가나다라', '가나다라마바사', '가나다라마바사아',
  '하나둘셋넷', '우리집강아지', '우리집고양이', '멍멍이', '야옹이',
];

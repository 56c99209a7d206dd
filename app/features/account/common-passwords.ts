/**
 * Passwords seen most often in breach lists (global and Korean keyboard patterns). Refused at
 * sign-up and on change (DESIGN 8: no composition rules, but no common passwords).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '87654321', '11111111', '00000000', '88888888', '12341234',
  '11223344', '12121212', '123123123', '1q2w3e4r', '1q2w3e4r!', '1q2w3e4r5t', 'q1w2e3r4', '1qaz2wsx',
  'qazwsx12', 'qwer1234', 'qwer1234!', 'qwerty12', 'qwerty123', 'qwertyuiop', 'asdf1234', 'asdfasdf',
  'zxcv1234', 'zxcvbnm1', 'abcd1234', 'abc12345', 'a1234567', 'a12345678', 'aa123456', 'password',
  'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1',
  'sunshine1', 'princess1', 'football1', 'baseball1', 'welcome1', 'welcome123', 'letmein1', 'admin1234',
  'administrator', 'dragon12', 'monkey12', 'master12', 'superman1', 'trustno1', 'whatever1', 'computer1',
  'internet1', 'samsung1', 'samsung123', 'google123', 'naver1234', 'kakao1234', 'dlrjsdkagh', 'gkswhd12',
  'sarang12', 'saranghae', 'love1234', 'loveyou1', 'doggy123', 'puppy123', 'kitty123', 'cat12345',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

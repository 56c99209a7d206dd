/**
 * The rule for new passwords, in one place (DESIGN 8, after ASVS: length, not composition; no
 * guessable passwords). The browser shows PASSWORD_RULE and checks the length; the server also
 * judges strength (password-strength.server.ts) for sign-up, password change and staff accounts.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** zxcvbn's score (0–4) a new password must reach: 3 is "safely unguessable" (about 10¹⁰ guesses). */
export const PASSWORD_MIN_SCORE = 3;

/** The password rule shown next to password fields. */
export const PASSWORD_RULE = '8자 이상 64자 이하로 입력해 주세요. 자주 쓰이거나 추측하기 쉬운 비밀번호(같은 글자 반복, 키보드 패턴, 이름·이메일 포함)는 사용할 수 없어요. 여러 단어를 띄어 쓴 문장을 권합니다.';

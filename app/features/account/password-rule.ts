/** The password rule shown next to password fields (the schema enforces the same). */
export const PASSWORD_RULE = '8자 이상 64자 이하로 입력해 주세요. 자주 쓰이는 비밀번호는 사용할 수 없습니다.';

import { type TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { KOREAN_COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from './password-rule';

/**
 * How guessable a new password is, by zxcvbn-ts (dictionaries of breached passwords, English
 * words and names, keyboard patterns, repeats, sequences, dates, l33t), plus the Korean passwords
 * of common-passwords.ts and the person's own details. Server only: the dictionaries are far
 * too large for a route bundle, so the form shows the server's explanation (issue 10, item 7).
 */

/** zxcvbn's feedback keys in Korean, so the reason a password is refused reads naturally. */
const KOREAN: TranslationKeys = {
  warnings: {
    straightRow: '키보드에서 한 줄로 이어진 글자는 추측하기 쉽습니다.',
    keyPattern: '짧은 키보드 패턴은 추측하기 쉽습니다.',
    simpleRepeat: '"aaa"처럼 같은 글자를 반복하면 추측하기 쉽습니다.',
    extendedRepeat: '"abcabcabc"처럼 같은 묶음을 반복하면 추측하기 쉽습니다.',
    sequences: '"abc", "123"처럼 이어지는 글자는 추측하기 쉽습니다.',
    recentYears: '최근 연도는 추측하기 쉽습니다.',
    dates: '날짜는 추측하기 쉽습니다.',
    topTen: '너무 흔한 비밀번호입니다. 가장 많이 쓰이는 비밀번호 중 하나예요.',
    topHundred: '너무 흔한 비밀번호입니다. 자주 쓰이는 비밀번호 목록에 있어요.',
    common: '너무 흔한 비밀번호입니다. 유출된 비밀번호 목록에 있어요.',
    similarToCommon: '너무 흔한 비밀번호와 비슷합니다.',
    wordByItself: '단어 하나만으로는 추측하기 쉽습니다.',
    namesByThemselves: '이름이나 성만으로는 추측하기 쉽습니다.',
    commonNames: '흔한 이름이나 성은 추측하기 쉽습니다.',
    userInputs: '이름, 이메일, 휴대폰 번호처럼 회원님과 관련된 정보가 들어 있습니다.',
    pwned: '인터넷에 유출된 적이 있는 비밀번호입니다.',
  },
  suggestions: {
    l33t: "'a' 대신 '@'처럼 예측하기 쉬운 글자 바꾸기는 피해 주세요.",
    reverseWords: '흔한 단어를 거꾸로 쓰는 것은 피해 주세요.',
    allUppercase: '모두 대문자로 쓰기보다 일부만 대문자로 써 주세요.',
    capitalization: '첫 글자만 대문자로 쓰는 것은 도움이 되지 않습니다.',
    dates: '나와 관련된 날짜나 연도는 피해 주세요.',
    recentYears: '최근 연도는 피해 주세요.',
    associatedYears: '나와 관련된 연도는 피해 주세요.',
    sequences: '이어지는 글자나 숫자는 피해 주세요.',
    repeated: '같은 단어나 글자의 반복은 피해 주세요.',
    longerKeyboardPattern: '키보드 패턴을 쓰려면 더 길게, 방향을 여러 번 바꿔 주세요.',
    anotherWord: '흔하지 않은 단어를 더 넣어 주세요.',
    useWords: '여러 단어를 이어 쓰되, 흔한 문구는 피해 주세요.',
    noNeed: '기호, 숫자, 대문자 없이도 충분히 안전한 비밀번호를 만들 수 있습니다.',
    pwned: '다른 곳에서도 이 비밀번호를 쓰고 있다면 바꿔 주세요.',
  },
  timeEstimation: {
    ltSecond: '1초 미만',
    second: '{base}초',
    seconds: '{base}초',
    minute: '{base}분',
    minutes: '{base}분',
    hour: '{base}시간',
    hours: '{base}시간',
    day: '{base}일',
    days: '{base}일',
    month: '{base}개월',
    months: '{base}개월',
    year: '{base}년',
    years: '{base}년',
    centuries: '수백 년',
  },
};

const GENERAL_ADVICE = '서로 관련 없는 단어 서너 개를 띄어 쓴 문장처럼, 길고 나만 아는 비밀번호를 만들어 주세요.';

let estimator: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary, 'passwords-ko': [...KOREAN_COMMON_PASSWORDS] },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: KOREAN,
    // Bounds the work per check (a 64-character keyboard walk takes seconds at the defaults):
    // the first 40 characters decide, and l33t variants are tried at most 16 ways.
    maxLength: 40,
    l33tMaxSubstitutions: 16,
  });
  return estimator;
}

/**
 * Why a new password is refused, in Korean, or null when it is acceptable: 8 to 64 characters and
 * estimated hard to guess (zxcvbn score ≥ PASSWORD_MIN_SCORE). `personal` holds the person's
 * own details (email, name, mobile, current password), which make a password weak.
 */
export function weakPasswordReason(password: string, personal: readonly string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `비밀번호는 ${PASSWORD_MAX_LENGTH}자까지 입력할 수 있습니다.`;
  const inputs = personal.flatMap(personalWords);
  const result = zxcvbn().check(password, inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const why = result.feedback.warning ?? '추측하기 쉬운 비밀번호입니다.';
  const how = result.feedback.suggestions.find((s) => s !== KOREAN.suggestions.anotherWord) ?? '';
  return [why, how, GENERAL_ADVICE].filter((part) => part !== '').join(' ');
}

/** A detail and the parts someone would build a password from (an email's name part, digits of a phone). */
function personalWords(value: string): string[] {
  const text = value.trim().toLowerCase();
  if (text === '') return [];
  const words = [text];
  const at = text.indexOf('@');
  if (at > 0) words.push(text.slice(0, at));
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 4 && digits !== text) words.push(digits, digits.slice(-4), digits.slice(-8));
  return words;
}

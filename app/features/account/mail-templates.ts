import { z } from 'zod';
import { defineMailTemplate } from '#server/platform/mail/template';
import { EMAIL_CHANGE_HOURS, RESET_LINK_MINUTES } from './link-lifetimes';
import { href } from '#app/config/href';
import { withParticle } from '#app/lib/korean-particles';

/** The account's e-mails (registered in server/adapters/background.ts). Security messages: sent whatever the member's notice settings. */

export const passwordResetMail = defineMailTemplate({
  name: 'account.password-reset',
  data: z.object({ name: z.string(), path: z.string().startsWith('/') }),
  compose: (d, { brand }) => ({
    subject: '비밀번호 재설정 안내',
    heading: `${d.name}님, 비밀번호를 다시 설정해 주세요`,
    paragraphs: [`${brand} 비밀번호 찾기를 요청하셨어요. 아래 버튼을 눌러 새 비밀번호를 정해 주세요.`],
    action: { label: '새 비밀번호 설정하기', path: d.path },
    notes: [
      `이 링크는 ${RESET_LINK_MINUTES}분 동안, 한 번만 쓸 수 있어요. 비밀번호 찾기를 다시 요청하면 이전 링크는 쓸 수 없게 돼요.`,
      '요청하지 않으셨다면 이 메일은 무시하셔도 돼요. 비밀번호는 바뀌지 않아요.',
    ],
  }),
});

export const passwordResetKakaoMail = defineMailTemplate({
  name: 'account.password-reset-kakao',
  data: z.object({ name: z.string() }),
  compose: (d, { brand }) => ({
    subject: '카카오로 로그인해 주세요',
    heading: `${d.name}님은 카카오 계정으로 가입하셨어요`,
    paragraphs: [
      `${brand} 비밀번호 찾기를 요청하셨지만, 이 이메일의 계정은 비밀번호 없이 카카오 계정으로만 로그인해요.`,
      '로그인 화면에서 ‘카카오로 로그인’ 버튼을 눌러 주세요. 카카오 계정의 비밀번호는 카카오에서 찾을 수 있어요.',
    ],
    action: { label: '로그인 화면으로', path: href('login') },
    notes: ['요청하지 않으셨다면 이 메일은 무시하셔도 돼요.'],
  }),
});

export const passwordChangedMail = defineMailTemplate({
  name: 'account.password-changed',
  data: z.object({ name: z.string(), at: z.string() }),
  compose: (d) => ({
    subject: '비밀번호가 바뀌었어요',
    heading: `${d.name}님, 비밀번호가 바뀌었어요`,
    paragraphs: [`${d.at}에 비밀번호가 바뀌었고, 로그인되어 있던 다른 기기에서는 모두 로그아웃했어요.`, '직접 바꾸지 않으셨다면 바로 비밀번호 찾기로 비밀번호를 다시 정하고 고객센터에 알려 주세요.'],
    action: { label: '비밀번호 찾기', path: href('password-reset') },
  }),
});

/** The link that proves the new address is the member's. */
export const emailChangeConfirmMail = defineMailTemplate({
  name: 'account.email-change',
  data: z.object({ name: z.string(), newEmail: z.string(), path: z.string().startsWith('/') }),
  compose: (d, { brand }) => ({
    subject: '새 이메일 주소를 확인해 주세요',
    heading: `${d.name}님, 이 주소로 이메일을 바꿀까요?`,
    paragraphs: [`${brand} 계정의 이메일(아이디)을 ${withParticle(d.newEmail, '으로/로')} 바꾸겠다고 요청하셨어요. 아래 버튼을 눌러야 바뀌어요.`],
    action: { label: '이메일 변경 확인하기', path: d.path },
    notes: [`이 링크는 ${EMAIL_CHANGE_HOURS}시간 동안, 한 번만 쓸 수 있어요.`, '요청하지 않으셨다면 이 메일은 무시하셔도 돼요. 이메일은 바뀌지 않아요.'],
  }),
});

/** Told to the old address once the change is done. */
export const emailChangedMail = defineMailTemplate({
  name: 'account.email-changed',
  data: z.object({ name: z.string(), newEmailMasked: z.string(), at: z.string() }),
  compose: (d, { brand }) => ({
    subject: '계정 이메일이 바뀌었어요',
    heading: `${d.name}님, 계정 이메일이 바뀌었어요`,
    paragraphs: [
      `${d.at}에 ${brand} 계정의 이메일(아이디)이 ${withParticle(d.newEmailMasked, '으로/로')} 바뀌었어요. 앞으로 로그인과 안내 메일은 새 주소를 써요.`,
      '직접 바꾸지 않으셨다면 바로 고객센터나 1:1 문의로 알려 주세요.',
    ],
  }),
});

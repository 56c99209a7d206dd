import { beforeAll, describe, expect, it } from 'vitest';
import { withdraw } from '#app/features/account/accounts.server';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { rpcRequest, unchecked } from '../fixtures/rpc-client';
import { registerPet } from '../fixtures/pets';
import { serverFixture } from '../fixtures/server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const text = pageText;

const DOG_STATE = 'species=dog&stage=adult&cat=skin&cat=stress&cat=weight&a=dog-skin-q1&a=dog-skin-q2&a=dog-weight-q7&a=dog-stress-q1';

describe.each(dialects)('health programs on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let a: Member;
  let b: Member;
  let dogId: string;
  let catId: string;

  beforeAll(async () => {
    a = await signedInMember(server.services, 'member', '보호자가');
    b = await signedInMember(server.services, 'member', '보호자나');
    dogId = await registerPet(server, a.cookie);
    catId = await registerPet(server, a.cookie, { name: '나비', species: 'cat', breed: '코리안 숏헤어', weightKg: '5.1', birthYear: '2016' });
  });

  describe('sensitivity check', () => {
    it('step 1 asks a guest the age as well, so the result recommends feeds that fit it', async () => {
      const res = await server.fetch('/sensitivitycheck/step2?species=dog');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/sensitivitycheck/step1?species=dog&err=stage');
      const step1 = text(await htmlOf(await server.fetch(res.headers.get('location')!)));
      expect(step1).toContain('나이대를 골라 주세요.');
      expect(step1).toContain('1세 미만 (퍼피·키튼)');
    });

    it('step 2 shows the categories of the species (SPEC 9.7, 5.6) with their Korean names and images', async () => {
      const dog = await htmlOf(await server.fetch('/sensitivitycheck/step2?species=dog&stage=adult'));
      for (const c of ['skin', 'weight', 'digest', 'fur', 'stress', 'neutral']) expect(dog).toContain(`name="cat" value="${c}"`);
      expect(dog).not.toContain('value="hairball"');
      expect(dog).not.toContain('value="urinary"');
      expect(dog).toContain('/img/health/category/skin-default.svg');
      expect(dog).toContain('/img/health/category/skin-active.svg');
      expect(text(dog)).toContain('피부');
      expect(text(dog)).toContain('중성화');
      // SPEC 9.7's labels (Derma, Timing…) are internal: shoppers read the Korean names.
      expect(text(dog)).not.toMatch(/\((Derma|Timing|Weight|Digestive|Stress)\)/);
      const cat = await htmlOf(await server.fetch('/sensitivitycheck/step2?species=cat&stage=adult'));
      for (const c of ['fur', 'weight', 'digest', 'urinary', 'tooth', 'hairball']) expect(cat).toContain(`name="cat" value="${c}"`);
      expect(cat).not.toContain('value="skin"');
    });

    it('step 2_1 asks the questions of one category, carrying the other answers', async () => {
      const res = await server.fetch(`/sensitivitycheck/step2_1?${DOG_STATE}&c=1`);
      expect(res.status).toBe(200);
      const html = await htmlOf(res);
      // Categories keep the species order: skin, weight, stress → index 1 is weight, 7 questions.
      expect(html.match(/<input[^>]*type="checkbox"[^>]*name="a"[^>]*value="dog-weight-q\d"/g)).toHaveLength(7);
      expect(html).toMatch(/<input[^>]*data-exclusive="true"[^>]*checked=""[^>]*value="dog-weight-q7"/);
      expect(html).toContain('type="hidden" name="a" value="dog-skin-q1"');
      expect(html).toContain('type="hidden" name="c" value="2"');
      expect(text(html)).toContain('이상 없음');
    });

    it('sends the visitor back to the step whose answers are missing or wrong', async () => {
      const missing = await server.fetch('/sensitivitycheck/step3?species=dog&stage=adult&cat=skin&cat=weight&a=dog-skin-q1');
      expect(missing.status).toBe(302);
      expect(missing.headers.get('location')).toBe('/sensitivitycheck/step2_1?species=dog&stage=adult&cat=skin&cat=weight&a=dog-skin-q1&c=1&err=required');
      const page = text(await htmlOf(await server.fetch(missing.headers.get('location')!)));
      expect(page).toContain('해당하는 항목을 하나 이상 골라 주세요');
      const exclusive = await server.fetch('/sensitivitycheck/step4?species=cat&stage=adult&cat=hairball&a=cat-hairball-q1&a=cat-hairball-q3');
      expect(exclusive.headers.get('location')).toContain('err=exclusive');
      expect(text(await htmlOf(await server.fetch(exclusive.headers.get('location')!)))).toContain('‘이상 없음’은 다른 항목과 함께 고를 수 없어요.');
      const none = await server.fetch('/sensitivitycheck/step2_1?species=dog&stage=adult');
      expect(none.headers.get('location')).toBe('/sensitivitycheck/step2?species=dog&stage=adult&err=categories');
      // Opened without any answers: a page that says where to start, not an error.
      const bare = await server.fetch('/sensitivitycheck/step3');
      expect(bare.status).toBe(200);
      expect(text(await htmlOf(bare))).toContain('처음부터 시작해 주세요');
    });

    it('a guest sees the result per category by SPEC 4.1, in code order, with products, and is offered login', async () => {
      const res = await server.fetch(`/sensitivitycheck/step4?${DOG_STATE}`);
      expect(res.status).toBe(200);
      const html = await htmlOf(res);
      const order = [...html.matchAll(/data-category="(\w+)" data-status="([\w ]+)"/g)].map((m) => [m[1], m[2]]);
      // Display order of codes (SPEC 9.8): 87 skin, 99 weight, 77 stress.
      expect(order).toEqual([
        ['skin', 'Action Required'],
        ['weight', 'Normal'],
        ['stress', 'Caution'],
      ]);
      const t = text(html);
      expect(t).toContain('주의');
      // The stored label is 관리필요 (SPEC 4.1); the page says it with its space.
      expect(t).toContain('관리 필요');
      expect(t).not.toContain('관리필요');
      expect(t).toContain('정상');
      expect(t).toContain('피부 관리 도움');
      expect(t).toContain('불안 관리 도움');
      // SPEC 9.8's codes are internal: shoppers read product names and care lines.
      expect(t).not.toMatch(/코드 \d+/);
      expect(t).toContain('추천 사료는 어덜트 (1~6세) 강아지에게 맞는 사료만 골랐어요.');
      expect(html).toContain('href="/products/detail/?id=p-dog-derma-adult"');
      expect(html).toContain('href="/products/Product2?code=87"');
      expect(html).toContain('/img/health/nutrient/omega.svg');
      expect(t).toContain('로그인하고 저장하기');
      const normalised = 'species=dog&stage=adult&cat=skin&cat=weight&cat=stress&a=dog-skin-q1&a=dog-skin-q2&a=dog-weight-q7&a=dog-stress-q1';
      expect(html).toContain(`/login?startURL=${encodeURIComponent(`/sensitivitycheck/step3?${normalised}`)}`);
    });

    it('a member saves the check as a pet health program log, read back by SPEC 4.1', async () => {
      const res = await postForm(server, `/sensitivitycheck/step3?${DOG_STATE}&pet=${dogId}`, { pet: dogId }, a.cookie);
      expect(res.status).toBe(302);
      const location = res.headers.get('location')!;
      expect(location).toMatch(/^\/sensitivitycheck\/step4\?log=[0-9a-f-]{36}$/);
      const logId = new URL(location, server.url).searchParams.get('log')!;
      const row = await server.services.db.kysely.selectFrom('health_logs').selectAll().where('id', '=', logId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        member_id: a.id,
        pet_id: dogId,
        program: 'sensitivity',
        species: 'Dog',
        has_skin_issue: 1,
        skin_state: 'Action Required',
        has_weight_issue: 1,
        weight_state: 'Normal',
        has_stress_issue: 1,
        stress_state: 'Caution',
        has_digest_issue: 0,
        digest_state: null,
        has_hairball_issue: 0,
      });
      const page = await htmlOf(await server.fetch(location, { headers: { Cookie: a.cookie } }));
      expect(text(page)).toContain('결과를 보리의 건강 리포트에 저장했어요.');
      expect([...page.matchAll(/data-category="(\w+)"/g)].map((m) => m[1])).toEqual(['skin', 'weight', 'stress']);
      // The stored log is the member's alone.
      expect((await server.fetch(location, { headers: { Cookie: b.cookie } })).status).toBe(404);
      expect((await server.fetch(location)).status).toBe(302);
    });

    it('refuses to save without a pet, or to another member’s pet, and writes nothing', async () => {
      const before = await server.services.db.kysely.selectFrom('health_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const noPet = await postForm(server, `/sensitivitycheck/step3?${DOG_STATE}`, {}, a.cookie);
      expect(noPet.status).toBe(400);
      expect(text(await htmlOf(noPet))).toContain('결과를 저장할 반려동물을 골라 주세요.');
      const foreign = await postForm(server, `/sensitivitycheck/step3?${DOG_STATE}`, { pet: dogId }, b.cookie);
      expect(foreign.status).toBe(400);
      const wrongSpecies = await postForm(server, `/sensitivitycheck/step3?${DOG_STATE}`, { pet: catId }, a.cookie);
      expect(wrongSpecies.status).toBe(400);
      const guest = await postForm(server, `/sensitivitycheck/step3?${DOG_STATE}`, { pet: dogId });
      expect(guest.status).toBe(302);
      expect(guest.headers.get('location')).toMatch(/^\/login\?startURL=/);
      const after = await server.services.db.kysely.selectFrom('health_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      // Another member's pet in the URL is not found.
      expect((await server.fetch(`/sensitivitycheck/step2?pet=${dogId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
    });

    it("a member's pet in step 1 brings its species", async () => {
      const res = await server.fetch(`/sensitivitycheck/step2?pet=${catId}`, { headers: { Cookie: a.cookie } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/sensitivitycheck/step2?pet=${catId}&species=cat`);
    });

    it('registers a new pet from step 1 and continues with it', async () => {
      const bad = await postForm(server, '/sensitivitycheck/step1?new=1', { intent: 'save', name: '', species: 'dog' }, a.cookie);
      expect(bad.status).toBe(400);
      expect(text(await htmlOf(bad))).toContain('이름을 입력해 주세요.');
      const res = await postForm(
        server,
        '/sensitivitycheck/step1?new=1',
        { intent: 'save', name: '콩이', species: 'dog', breed: '푸들', sex: 'male', neutered: 'no', birthYear: '2022', weightKg: '3.4' },
        a.cookie,
      );
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/^\/sensitivitycheck\/step2\?species=dog&pet=[0-9a-f-]{36}$/);
    });
  });

  describe('BCS check', () => {
    const state = 'species=dog&weight=14&stage=adult&ribs=5&waist=5&belly=5';

    it('shows drawn options for ribs, waist and belly', async () => {
      const html = await htmlOf(await server.fetch('/bcs/step3?species=cat&weight=4.2&stage=adult'));
      for (const q of ['ribs', 'waist', 'belly']) expect(html.match(new RegExp(`name="${q}" value="[1-5]"`, 'g'))).toHaveLength(5);
      expect(html.match(/<svg viewBox="0 0 120 92"/g)?.length).toBe(15);
    });

    it('validates the weight and the answers step by step', async () => {
      const res = await server.fetch('/bcs/step3?species=dog&weight=4.55&stage=adult');
      expect(res.headers.get('location')).toBe('/bcs/step2?species=dog&weight=4.55&stage=adult&err=weight');
      expect(text(await htmlOf(await server.fetch(res.headers.get('location')!)))).toContain('소수점 한 자리까지 입력해 주세요');
      const missing = await server.fetch('/bcs/step4?species=dog&weight=4.5&stage=adult&ribs=3&belly=3');
      expect(missing.headers.get('location')).toBe('/bcs/step3?species=dog&weight=4.5&stage=adult&ribs=3&belly=3&err=waist');
    });

    it('a guest sees the state, ideal weight and daily grams of the feeding table', async () => {
      const t = text(await htmlOf(await server.fetch(`/bcs/step4?${state}`)));
      expect(t).toContain('비만');
      expect(t).toContain('건강을 위해 체중 감량이 필요해요');
      expect(t).toContain('9 / 9');
      expect(t).toContain('10kg'); // 14 kg at BCS 9 → ideal 10 kg
      expect(t).toContain('약 130g'); // dog 10 kg, weight-loss column (SPEC 9.9 anchor)
      expect(t).toContain('130g 167g 194g');
      expect(t).toContain('체중 관리 도움 사료');
      const thin = text(await htmlOf(await server.fetch('/bcs/step4?species=cat&weight=3&stage=adult&ribs=1&waist=1&belly=2')));
      // Underweight is a state of its own: never the healthy-shape message, a vet first, fed up to the ideal weight.
      expect(thin).toContain('저체중');
      expect(thin).toContain('조금 더 든든히 챙겨 주세요');
      expect(thin).not.toContain('딱 좋은 체형이에요');
      expect(thin).toContain('동물병원 진료를 먼저 받아 주세요');
      expect(thin).toMatch(/지금 몸무게 3kg의 급여량 약 \d+g에서 시작해/);
      expect(thin).not.toContain('체중 관리 도움 사료');
    });

    it('a member saves the result; bad answers are refused with a message and nothing is written', async () => {
      const bad = await postForm(server, `/bcs/step3?species=dog&weight=14&stage=adult&pet=${dogId}`, { ribs: '5', waist: '9', pet: dogId }, a.cookie);
      expect(bad.status).toBe(400);
      const t = text(await htmlOf(bad));
      expect(t).toContain('위에서 본 허리 모양을 골라 주세요.');
      expect(t).toContain('옆에서 본 배 모양을 골라 주세요.');
      expect(await server.services.db.kysely.selectFrom('bcs_results').selectAll().where('member_id', '=', a.id).execute()).toHaveLength(0);
      const res = await postForm(server, `/bcs/step3?species=dog&weight=14&stage=adult&pet=${dogId}`, { ribs: '5', waist: '5', belly: '5', pet: dogId }, a.cookie);
      expect(res.status).toBe(302);
      const id = new URL(res.headers.get('location')!, server.url).searchParams.get('result')!;
      const row = await server.services.db.kysely.selectFrom('bcs_results').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ pet_id: dogId, weight_grams: 14000, score: 9, state: 'obese', ideal_weight_grams: 10000, daily_grams: 130 });
      expect((await server.fetch(`/bcs/step4?result=${id}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
      expect(text(await htmlOf(await server.fetch(`/bcs/step4?result=${id}`, { headers: { Cookie: a.cookie } })))).toContain('결과를 보리의 건강 리포트에 저장했어요.');
    });
  });

  describe('breed sensitivity', () => {
    it('searches breeds and shows the typical sensitivities with codes and a health tip page', async () => {
      const search = text(await htmlOf(await server.fetch('/breedsensitivity/step2?species=dog&q=%EB%A6%AC%ED%8A%B8%EB%A6%AC%EB%B2%84')));
      expect(search).toContain('골든 리트리버');
      expect(search).toContain('래브라도 리트리버');
      const unknown = await server.fetch('/breedsensitivity/step3?species=dog&breed=%EC%97%86%EB%8A%94%ED%92%88%EC%A2%85');
      expect(unknown.headers.get('location')).toContain('/breedsensitivity/step2?species=dog&err=breed');
      const html = await htmlOf(await server.fetch(`/breedsensitivity/result?species=cat&breed=${encodeURIComponent('페르시안')}&age=8&neutered=yes&weight=4.2`));
      // Cat code order: 25 urinary, 27 weight, 29 digest, 31 fur, 30 tooth, 23 hairball.
      expect([...html.matchAll(/data-category="(\w+)"/g)].map((m) => m[1])).toEqual(['urinary', 'weight', 'digest', 'fur', 'tooth', 'hairball']);
      expect(text(html)).toContain('헤어볼 관리 도움');
      expect(text(html)).not.toMatch(/코드 \d+|\((Derma|Hairball|Urinary)\)/);
      const tip = text(await htmlOf(await server.fetch(`/breedsensitivity/health-tip?species=cat&breed=${encodeURIComponent('페르시안')}&age=8&neutered=yes`)));
      expect(tip).toContain('페르시안 건강 팁');
      expect(tip).toContain('빗질');
    });
  });

  describe('cats signal', () => {
    const signs = 's=behaviour-1&s=litter-1&s=coat-none&s=appetite-none&s=mouth-1';

    it('maps the signs to the care lines of SPEC 9.8 with their products', async () => {
      const html = await htmlOf(await server.fetch(`/cats-signal/step4?stage=senior&${signs}`));
      // SPEC 9.8's cat display order: 25 urinary, 27 light weight, 30 dental.
      expect([...html.matchAll(/data-category="([\w-]+)" data-status="([\w ]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
        ['urinary', 'Action Required'],
        ['light-weight', 'Caution'],
        ['dental', 'Caution'],
      ]);
      expect(text(html)).not.toMatch(/\((light weight|urinary|dental)\)/);
      expect(html).toContain('href="/products/Product2?code=27"');
      expect(html).toContain('href="/event/cat-ageing-7"');
    });

    it('a member saves the signal for a cat, and only for a cat', async () => {
      const step3 = `/cats-signal/step3?pet=${catId}&stage=senior&s=behaviour-1&s=litter-1`;
      const dog = await postForm(server, step3, { s: ['coat-none', 'appetite-none', 'mouth-1'], pet: dogId }, a.cookie);
      expect(dog.status).toBe(400);
      const res = await postForm(server, step3, { s: ['coat-none', 'appetite-none', 'mouth-1'], pet: catId }, a.cookie);
      expect(res.status).toBe(302);
      const id = new URL(res.headers.get('location')!, server.url).searchParams.get('log')!;
      const row = await server.services.db.kysely.selectFrom('health_logs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ program: 'cats-signal', species: 'Cat', has_weight_issue: 1, weight_state: 'Caution', has_urinary_issue: 1, urinary_state: 'Action Required', has_dental_issue: 1, has_hair_issue: 0 });
      const missing = await postForm(server, step3, { s: ['coat-none'], pet: catId }, a.cookie);
      expect(missing.status).toBe(400);
      expect(text(await htmlOf(missing))).toContain('해당하는 신호를 하나 이상 골라 주세요.');
    });
  });

  describe('health report', () => {
    it('shows each check with its date, the charts and the lists, to the member only', async () => {
      const html = await htmlOf(await server.fetch(`/mypage/pet-health-report?pet=${dogId}`, { headers: { Cookie: a.cookie } }));
      expect(html).toContain('data-chart="weight-bcs"');
      expect(html).toContain('data-chart="states"');
      const t = text(html);
      expect(t).toMatch(/\d{4}\.\d{2}\.\d{2} BCS 체크/);
      expect(t).toMatch(/\d{4}\.\d{2}\.\d{2} 민감도 체크/);
      expect(t).toContain('BCS 9/9 · 비만 · 14kg (적정 10kg) · 하루 130g');
      expect(t).toContain('인쇄하기');
      expect((await server.fetch(`/mypage/pet-health-report?pet=${dogId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
      const bList = text(await htmlOf(await server.fetch('/mypage/pet-health-report/bcs', { headers: { Cookie: a.cookie } })));
      expect(bList).toContain('총 1건');
      expect(bList).toContain('BCS 9/9 · 비만');
      const sList = text(await htmlOf(await server.fetch('/mypage/pet-health-report/sensitivity', { headers: { Cookie: a.cookie } })));
      expect(sList).toContain('총 1건');
      expect(sList).toContain('피부 주의');
      const cList = text(await htmlOf(await server.fetch('/mypage/pet-health-report/cat-signal', { headers: { Cookie: a.cookie } })));
      expect(cList).toContain('유리너리 케어 주의');
      const other = text(await htmlOf(await server.fetch('/mypage/pet-health-report/sensitivity', { headers: { Cookie: b.cookie } })));
      expect(other).toContain('총 0건');
      expect((await server.fetch(`/mypage/pet-health-report/bcs?pet=${dogId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
    });
  });

  describe('pet food finder and daily portion tool', () => {
    const answers = { species: 'cat', stage: 'adult', weight: '5.1', activity: 'low', body: 'overweight', neutered: 'yes', concern: ['hairball'], run: '1' };

    it('recommends feeds with their daily grams for a guest', async () => {
      const q = new URLSearchParams({ ...answers, concern: 'hairball' }).toString();
      const t = text(await htmlOf(await server.fetch(`/pet-food-finder?${q}`)));
      expect(t).toContain('고양이에게 추천하는 사료');
      expect(t).toContain('인도어 헤어볼 & 웨이트');
      expect(t).toMatch(/하루 약 \d+g/);
      const bad = text(await htmlOf(await server.fetch('/dailyportiontool?species=dog&weight=abc&run=1')));
      expect(bad).toContain('몸무게는 0.5~90kg 사이의 숫자로');
      expect(bad).toContain('나이를 선택해 주세요.');
    });

    it("saves members' runs and lists them in /mypage/productfinder", async () => {
      const bad = await postForm(server, '/dailyportiontool', { ...answers, weight: '' }, a.cookie);
      expect(bad.status).toBe(400);
      expect(await server.services.db.kysely.selectFrom('product_finder_runs').selectAll().execute()).toHaveLength(0);
      const res = await postForm(server, '/dailyportiontool', { ...answers, pet: catId }, a.cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toContain('saved=1');
      const foreign = await postForm(server, '/pet-food-finder', { ...answers, pet: catId }, b.cookie);
      expect(foreign.status).toBe(400);
      const t = text(await htmlOf(await server.fetch('/mypage/productfinder', { headers: { Cookie: a.cookie } })));
      expect(t).toContain('총 1건');
      expect(t).toContain('맞춤 사료 찾기 · 나비');
      expect(t).toMatch(/하루 약 \d+g \(체중 관리\)/);
      expect(text(await htmlOf(await server.fetch('/mypage/productfinder', { headers: { Cookie: b.cookie } })))).toContain('총 0건');
    });
  });

  describe('pages around the programs', () => {
    it('render real content', async () => {
      const service = text(await htmlOf(await server.fetch('/health-service')));
      for (const s of ['BCS 체크', '민감도 체크', '품종별 민감도', '캣츠 시그널', '피부 관리 도움', '헤어볼 관리 도움']) expect(service).toContain(s);
      const vet = await htmlOf(await server.fetch('/health-service/stool'));
      expect(vet).toContain('p-dog-vet-gi');
      expect(vet).toContain('p-cat-vet-urinary');
      expect(text(vet)).toContain('7단계');
      const event = await htmlOf(await server.fetch('/event/cat-ageing-7'));
      expect(event).toContain('p-cat-senior');
      expect(text(event)).toContain('7살, 고양이의 노화가 조용히 시작되는 나이');
    });
  });

  describe('server methods', () => {

    it('serve the questionnaire and the gram table to everyone', async () => {
      const q = await (await server.fetch('/lwr/apex/v65.0/HealthProgramController/getQuestionnaire?methodParams=' + encodeURIComponent('{"species":"cat"}'))).json();
      expect(q.categories.map((c: { id: string; questions: unknown[] }) => [c.id, c.questions.length])).toEqual([
        ['fur', 8],
        ['weight', 6],
        ['digest', 9],
        ['urinary', 5],
        ['tooth', 5],
        ['hairball', 3],
      ]);
      expect(q.productInfo.map((i: { InternalCode: number }) => i.InternalCode)).toEqual([25, 27, 29, 31, 30, 23]);
      const g = await (await rpcRequest(server, 'HealthProgramController', 'getDailyGrams', { species: 'dog', weightKg: 45 })).json();
      expect(g.grams).toEqual([416, 550, 637]);
      expect(g.columns.map((c: { key: string }) => c.key)).toEqual(['loss', 'control', 'maintain']);
      expect((await rpcRequest(server, 'HealthProgramController', 'getDailyGrams', unchecked({ species: 'fish', weightKg: 4 }))).status).toBe(400);
    });

    it('save a sensitivity check for the member’s own pet only, validating the answers', async () => {
      expect((await rpcRequest(server, 'HealthProgramController', 'saveSensitivityCheck', { petId: catId, answers: ['cat-urinary-q1'] })).status).toBe(401);
      const ok = await rpcRequest(server, 'HealthProgramController', 'saveSensitivityCheck', { petId: catId, answers: ['cat-urinary-q1', 'cat-tooth-q5'] }, { cookie: a.cookie });
      expect(ok.status).toBe(200);
      const body = await ok.json();
      expect(body.success).toBe(true);
      expect(body.data.readBack).toEqual({
        species: 'cat',
        results: [
          { category: 'urinary', status: 'Action Required', statusLabel: '주의' },
          { category: 'tooth', status: 'Normal', statusLabel: '정상' },
        ],
      });
      expect(body.data.PO_HasUrinaryIssue__c).toBe(true);
      expect(body.data.PO_UrinaryState__c).toBe('Action Required');
      const exclusive = await rpcRequest(server, 'HealthProgramController', 'saveSensitivityCheck', { petId: catId, answers: ['cat-tooth-q1', 'cat-tooth-q5'] }, { cookie: a.cookie });
      expect(exclusive.status).toBe(400);
      expect(JSON.stringify(await exclusive.json())).toContain('‘이상 없음’은 다른 항목과 함께 고를 수 없어요.');
      expect((await rpcRequest(server, 'HealthProgramController', 'saveSensitivityCheck', { petId: catId, answers: ['dog-hairball-q1'] }, { cookie: a.cookie })).status).toBe(400);
      expect((await rpcRequest(server, 'HealthProgramController', 'saveSensitivityCheck', { petId: dogId, answers: ['cat-tooth-q1'] }, { cookie: a.cookie })).status).toBe(422);
    });
  });

  it('withdrawal erases the health records with the pets', async () => {
      const c = await signedInMember(server.services, 'member', '떠나는회원');
      const pet = await registerPet(server, c.cookie);
      expect((await postForm(server, `/sensitivitycheck/step3?${DOG_STATE}`, { pet }, c.cookie)).status).toBe(302);
      expect((await postForm(server, '/pet-food-finder', { species: 'dog', stage: 'adult', size: 'small', weight: '4', activity: 'normal', body: 'normal', neutered: 'no', run: '1' }, c.cookie)).status).toBe(302);
      const result = await withdraw(server.services, c.id, { reasons: ['etc'], comment: '', password: c.password }, { ip: '127.0.0.1', deviceToken: undefined });
      expect(result.ok).toBe(true);
      for (const table of ['health_logs', 'bcs_results', 'product_finder_runs'] as const) {
        expect(await server.services.db.kysely.selectFrom(table).select('id').where('member_id', '=', c.id).execute()).toHaveLength(0);
      }
  });
});

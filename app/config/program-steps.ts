/**
 * The steps of each health program: their names, the pages of each step and so their numbers.
 * The step indicator and the pages' headings (the route labels of site-routes.ts) are both
 * derived from this table, so "2단계" on a heading is always the step the indicator highlights.
 *
 * A step may span two pages: the sensitivity check's step 2 picks the worries
 * (/sensitivitycheck/step2) and then asks about each one (/sensitivitycheck/step2_1).
 */

export interface ProgramStepsDef {
  /** The program's name as headings use it ('민감도 체크 2단계'). */
  title: string;
  steps: readonly { name: string; routes: readonly { id: string; suffix?: string }[] }[];
}

export const PROGRAM_STEPS = {
  bcs: {
    title: 'BCS 체크',
    steps: [
      { name: '반려동물', routes: [{ id: 'bcs-step1' }] },
      { name: '체중', routes: [{ id: 'bcs-step2' }] },
      { name: '체형', routes: [{ id: 'bcs-step3' }] },
      { name: '결과', routes: [{ id: 'bcs-step4' }] },
    ],
  },
  sensitivity: {
    title: '민감도 체크',
    steps: [
      { name: '반려동물', routes: [{ id: 'sensitivity-step1' }] },
      {
        name: '고민·문진',
        routes: [
          { id: 'sensitivity-step2' },
          { id: 'sensitivity-step2_1', suffix: '질문' },
        ],
      },
      { name: '확인', routes: [{ id: 'sensitivity-step3' }] },
      { name: '결과', routes: [{ id: 'sensitivity-step4' }] },
    ],
  },
  breed: {
    title: '품종별 민감도',
    steps: [
      { name: '반려동물', routes: [{ id: 'breed-step1' }] },
      { name: '품종', routes: [{ id: 'breed-step2' }] },
      { name: '기본 정보', routes: [{ id: 'breed-step3' }] },
      { name: '결과', routes: [{ id: 'breed-result' }] },
    ],
  },
  catsSignal: {
    title: '캣츠 시그널',
    steps: [
      { name: '우리 고양이', routes: [{ id: 'cats-signal-step1' }] },
      { name: '행동·화장실', routes: [{ id: 'cats-signal-step2' }] },
      { name: '털·식욕·입', routes: [{ id: 'cats-signal-step3' }] },
      { name: '결과', routes: [{ id: 'cats-signal-step4' }] },
    ],
  },
} as const satisfies Record<string, ProgramStepsDef>;

export interface ProgramStepOfRoute {
  /** Step names for the indicator. */
  steps: readonly string[];
  /** 1-based number of the route's step. */
  current: number;
  /** The route's heading: '{title} {n}단계', '{title} {n}단계 질문', or '{title} 결과' on the last step. */
  label: string;
}

const byRoute = new Map<string, ProgramStepOfRoute>();
for (const program of Object.values(PROGRAM_STEPS) as ProgramStepsDef[]) {
  const names = program.steps.map((s) => s.name);
  program.steps.forEach((step, i) => {
    const last = i === program.steps.length - 1;
    for (const route of step.routes) {
      const label = last ? `${program.title} 결과` : `${program.title} ${i + 1}단계${route.suffix ? ` ${route.suffix}` : ''}`;
      byRoute.set(route.id, { steps: names, current: i + 1, label });
    }
  });
}

/** The step of a program page, or undefined for pages outside the programs' steps. */
export function programStepOf(routeId: string): ProgramStepOfRoute | undefined {
  return byRoute.get(routeId);
}

/** The heading of a program step page (site-routes.ts takes its labels from here). */
export function programStepLabel(routeId: string): string {
  const step = byRoute.get(routeId);
  if (!step) throw new Error(`Not a program step: ${routeId}`);
  return step.label;
}

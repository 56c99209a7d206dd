import { describe, expect, it } from 'vitest';
import { PROGRAM_STEPS, programStepOf } from './program-steps';
import { siteRoutes } from './site-routes';

describe('program steps: headings and the step indicator from one table', () => {
  const stepRoutes = siteRoutes.filter((r) => programStepOf(r.id));

  it('covers every numbered step page of the programs', () => {
    const numbered = siteRoutes.filter((r) => /\/step\d|\/result$/.test(r.path) && r.area === 'health');
    expect(stepRoutes.map((r) => r.id).sort()).toEqual(numbered.map((r) => r.id).sort());
  });

  it('gives each page the heading of the step the indicator highlights', () => {
    for (const route of stepRoutes) {
      const step = programStepOf(route.id)!;
      expect(route.label, route.id).toBe(step.label);
      const n = /(\d)단계/.exec(route.label)?.[1];
      if (n) expect(Number(n), route.id).toBe(step.current);
      else expect(step.current, route.id).toBe(step.steps.length);
    }
  });

  it('puts both pages of the sensitivity check’s second step on step 2', () => {
    expect(programStepOf('sensitivity-step2')).toMatchObject({ current: 2, label: '민감도 체크 2단계' });
    expect(programStepOf('sensitivity-step2_1')).toMatchObject({ current: 2, label: '민감도 체크 2단계 질문' });
    expect(programStepOf('sensitivity-step3')).toMatchObject({ current: 3, label: '민감도 체크 3단계' });
    expect(programStepOf('sensitivity-step4')).toMatchObject({ current: 4, label: '민감도 체크 결과' });
    expect(PROGRAM_STEPS.sensitivity.steps).toHaveLength(4);
  });
});

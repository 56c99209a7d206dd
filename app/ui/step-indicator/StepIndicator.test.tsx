// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepIndicator } from './StepIndicator';

afterEach(cleanup);

describe('StepIndicator', () => {
  it('offline store step 2 of 3: an ordered list with step 2 current', () => {
    render(<StepIndicator steps={3} current={2} />);
    const list = screen.getByRole('list', { name: '진행 단계' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming']);
  });

  it('shows the step numbers and reads them as "N단계"', () => {
    render(<StepIndicator steps={3} current={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['1', '2', '3']);
    expect(items[0]?.textContent).toContain('1단계');
  });

  it('named steps show their names and a completed step says so', () => {
    render(<StepIndicator steps={['매장 선택', '상품 선택', '쿠폰 발급']} current={3} label="1+1 쿠폰 단계" />);
    const items = within(screen.getByRole('list', { name: '1+1 쿠폰 단계' })).getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('11단계 매장 선택 (완료)');
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items[2]?.textContent).toBe('33단계 쿠폰 발급');
  });

  it('keeps the current step within range', () => {
    const { rerender } = render(<StepIndicator steps={4} current={9} />);
    expect(screen.getAllByRole('listitem')[3]?.getAttribute('aria-current')).toBe('step');
    rerender(<StepIndicator steps={4} current={0} />);
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBe('step');
  });

  it('renders nothing for zero steps', () => {
    const { container } = render(<StepIndicator steps={0} current={1} />);
    expect(container.innerHTML).toBe('');
  });
});

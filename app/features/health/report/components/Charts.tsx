import { Fragment } from 'react';
import type { Category, Status, WeightState } from '../../shared/health-types';

/**
 * Server-rendered SVG charts of the health report (no chart library reaches the browser).
 * Each chart has a text alternative; the tables beside them carry the same numbers.
 */

const STATE_COLOUR: Record<WeightState, string> = { underweight: '#1f5f99', normal: '#2e8b57', overweight: '#c77700', obese: '#c4001a' };
/** The legend's BCS dots, thin to heavy: state, label and where the dot stands (spaced for the labels' widths). */
const LEGEND_DOTS: readonly (readonly [WeightState, string, number])[] = [
  ['underweight', '저체중', 60],
  ['normal', '정상', 112],
  ['overweight', '과체중', 154],
  ['obese', '비만', 206],
];
const STATUS_FILL: Record<Status, string> = { 'Action Required': '#ffc9cf', Caution: '#fde3a7', Normal: '#cdebd6' };
const STATUS_TEXT: Record<Status, string> = { 'Action Required': '#a30015', Caution: '#6b4100', Normal: '#1e5631' };
const STATUS_SHORT: Record<Status, string> = { 'Action Required': '주의', Caution: '관리', Normal: '정상' };

export interface BcsPoint {
  date: string;
  weightKg: number;
  score: number;
  state: WeightState;
}

/** Weight (line, left axis) and BCS (dots, right axis 1–9) over time. */
export function WeightBcsChart({ points, name }: { points: readonly BcsPoint[]; name: string }) {
  // Drawn for a phone's width; on wider screens it scales up to 640 px.
  const W = 360;
  const H = 240;
  const left = 38;
  const right = 26;
  const top = 22;
  const bottom = 46;
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  const weights = points.map((p) => p.weightKg);
  let lo = Math.min(...weights);
  let hi = Math.max(...weights);
  const pad = Math.max(0.5, (hi - lo) * 0.2);
  lo = Math.max(0, Math.floor((lo - pad) * 2) / 2);
  hi = Math.ceil((hi + pad) * 2) / 2;
  const x = (i: number) => (points.length === 1 ? left + plotW / 2 : left + (i * plotW) / (points.length - 1));
  const yW = (w: number) => top + plotH - ((w - lo) / (hi - lo || 1)) * plotH;
  const yS = (s: number) => top + plotH - ((s - 1) / 8) * plotH;
  const ticks = Array.from({ length: 5 }, (_, i) => lo + ((hi - lo) * i) / 4);
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${yW(p.weightKg).toFixed(1)}`).join(' ');
  const every = Math.max(1, Math.ceil(points.length / 4));
  const first = points[0];
  const last = points[points.length - 1];
  const summary =
    first && last
      ? `${name}의 체중과 BCS 변화: ${first.date} ${first.weightKg}kg, BCS ${first.score}에서 ${last.date} ${last.weightKg}kg, BCS ${last.score}까지 ${points.length}번 기록`
      : `${name}의 체중과 BCS 기록 없음`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={summary} style={{ width: '100%', maxWidth: 640, height: 'auto' }} data-chart="weight-bcs">
      <title>{summary}</title>
      <rect x={left} y={yS(5)} width={plotW} height={yS(4) - yS(5) + (yS(3) - yS(4)) / 2} fill="#e8f6ec" opacity="0.6" />
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={W - right} y1={yW(t)} y2={yW(t)} stroke="#e5e5e5" />
          <text x={left - 5} y={yW(t) + 4} textAnchor="end" fontSize="11" fill="#555">
            {t.toFixed(1)}
          </text>
        </g>
      ))}
      {[1, 3, 5, 7, 9].map((s) => (
        <text key={s} x={W - right + 8} y={yS(s) + 4} fontSize="11" fill="#555">
          {s}
        </text>
      ))}
      <text x={4} y={top - 8} fontSize="11" fill="#333" fontWeight="700">
        체중(kg)
      </text>
      <text x={W - 4} y={top - 8} textAnchor="end" fontSize="11" fill="#333" fontWeight="700">
        BCS
      </text>
      <path d={line} fill="none" stroke="#1f3b57" strokeWidth="2.5" />
      {points.map((p, i) => (
        <g key={`${p.date}-${i}`}>
          <circle cx={x(i)} cy={yW(p.weightKg)} r="4" fill="#1f3b57" />
          <circle cx={x(i)} cy={yS(p.score)} r="9" fill={STATE_COLOUR[p.state]} />
          <text x={x(i)} y={yS(p.score) + 4} textAnchor="middle" fontSize="11" fill="#fff" fontWeight="700">
            {p.score}
          </text>
          {i % every === 0 || i === points.length - 1 ? (
            <text x={x(i)} y={H - bottom + 20} textAnchor="middle" fontSize="11" fill="#555">
              {p.date.slice(2)}
            </text>
          ) : null}
        </g>
      ))}
      <g fontSize="11" fill="#333">
        <line x1={left} x2={left + 14} y1={H - 10} y2={H - 10} stroke="#1f3b57" strokeWidth="2.5" />
        <text x={left + 18} y={H - 6}>
          체중
        </text>
        {LEGEND_DOTS.map(([state, label, dx]) => (
          <Fragment key={state}>
            <circle cx={left + dx} cy={H - 10} r="5" fill={STATE_COLOUR[state]} />
            <text x={left + dx + 8} y={H - 6}>
              {label}
            </text>
          </Fragment>
        ))}
      </g>
    </svg>
  );
}

export interface StateColumn {
  id: string;
  date: string;
  program: 'sensitivity' | 'cats-signal';
  states: Partial<Record<Category, Status>>;
}

/** Category states over the checks: one row per category, one column per check. */
export function StateGrid({ categories, checks, name }: { categories: readonly { id: Category; name: string }[]; checks: readonly StateColumn[]; name: string }) {
  const shown = checks.slice(-8);
  const labelW = 84;
  const cellW = 64;
  const cellH = 30;
  const headH = 40;
  const W = labelW + shown.length * cellW + 8;
  const H = headH + categories.length * cellH + 8;
  const summary = `${name}의 건강 항목 상태 변화, 최근 ${shown.length}번의 체크`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={summary} style={{ width: '100%', maxWidth: W, height: 'auto' }} data-chart="states">
      <title>{summary}</title>
      {shown.map((c, i) => (
        <g key={c.id}>
          <text x={labelW + i * cellW + cellW / 2} y={16} textAnchor="middle" fontSize="11" fill="#333">
            {c.date.slice(2)}
          </text>
          <text x={labelW + i * cellW + cellW / 2} y={32} textAnchor="middle" fontSize="10" fill="#555">
            {c.program === 'sensitivity' ? '민감도' : '시그널'}
          </text>
        </g>
      ))}
      {categories.map((cat, r) => (
        <g key={cat.id}>
          <text x={labelW - 8} y={headH + r * cellH + cellH / 2 + 4} textAnchor="end" fontSize="12" fill="#333">
            {cat.name}
          </text>
          {shown.map((c, i) => {
            const status = c.states[cat.id];
            return (
              <g key={c.id}>
                <rect x={labelW + i * cellW + 3} y={headH + r * cellH + 3} width={cellW - 6} height={cellH - 6} rx="6" fill={status ? STATUS_FILL[status] : '#f1f1f1'} />
                <text x={labelW + i * cellW + cellW / 2} y={headH + r * cellH + cellH / 2 + 4} textAnchor="middle" fontSize="11" fill={status ? STATUS_TEXT[status] : '#777'} fontWeight={status ? 700 : 400}>
                  {status ? STATUS_SHORT[status] : '–'}
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </svg>
  );
}

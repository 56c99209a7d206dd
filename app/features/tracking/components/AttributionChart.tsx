import { niceScale } from '../attribution';

// Distinguishable colours with at least 3:1 contrast on white (WCAG 1.4.11), plus dash patterns
// so the lines differ without colour too.
const COLOURS = ['#c4001a', '#1a5fd0', '#1d7a34', '#8a4b00', '#6b2fa3'];
const DASHES = ['', '6 4', '2 3', '10 4 2 4', '1 5'];

/** Visitors per day of the top values, drawn as SVG on the server (no chart library). */
export function AttributionChart({ days, series }: { days: readonly string[]; series: readonly { value: string; points: readonly number[] }[] }) {
  const width = 720;
  const height = 280;
  const pad = { top: 16, right: 16, bottom: 36, left: 44 };
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const max = Math.max(0, ...series.flatMap((s) => s.points));
  const { top, step } = niceScale(max);
  const x = (i: number) => pad.left + (days.length <= 1 ? innerW / 2 : (i / (days.length - 1)) * innerW);
  const y = (v: number) => pad.top + innerH - (v / top) * innerH;
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));
  const summary =
    series.length === 0
      ? '이 기간에 기록된 방문이 없습니다.'
      : `일별 방문자 수 추이. ${series.map((s) => `${s.value} 합계 ${s.points.reduce((a, b) => a + b, 0)}명`).join(', ')}. 자세한 수치는 아래 표에 있습니다.`;

  return (
    <figure style={{ margin: 0 }}>
      {/* Never narrower than 560px, so axis labels stay readable on phones: the region scrolls instead. */}
      <div role="region" aria-label="일별 방문자 그래프" tabIndex={0} style={{ overflowX: 'auto' }}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={summary} style={{ maxWidth: width, minWidth: 560, height: 'auto', display: 'block' }}>
        {Array.from({ length: top / step + 1 }, (_, i) => i * step).map((v) => (
          <g key={v}>
            <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke="#e5e5e5" />
            <text x={pad.left - 8} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#444">
              {v.toLocaleString('ko-KR')}
            </text>
          </g>
        ))}
        {days.map((d, i) =>
          i % labelEvery === 0 || i === days.length - 1 ? (
            <text key={d} x={x(i)} y={height - 12} textAnchor="middle" fontSize="12" fill="#444">
              {d.slice(5).replace('-', '.')}
            </text>
          ) : null,
        )}
        {series.map((s, si) => (
          <g key={s.value}>
            <polyline
              fill="none"
              stroke={COLOURS[si % COLOURS.length]}
              strokeWidth="2.5"
              strokeDasharray={DASHES[si % DASHES.length] || undefined}
              strokeLinejoin="round"
              points={s.points.map((p, i) => `${x(i).toFixed(1)},${y(p).toFixed(1)}`).join(' ')}
            />
            {days.length <= 31 && s.points.map((p, i) => <circle key={i} cx={x(i)} cy={y(p)} r="3" fill={COLOURS[si % COLOURS.length]} />)}
          </g>
        ))}
      </svg>
      </div>
      {series.length > 0 && (
        <figcaption>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 16px', listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
            {series.map((s, si) => (
              <li key={s.value} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <svg width="28" height="10" aria-hidden="true">
                  <line x1="0" x2="28" y1="5" y2="5" stroke={COLOURS[si % COLOURS.length]} strokeWidth="3" strokeDasharray={DASHES[si % DASHES.length] || undefined} />
                </svg>
                {s.value}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}

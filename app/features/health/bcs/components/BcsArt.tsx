import type { BcsLevel, BcsQuestionKey } from '../bcs';
import type { Species } from '../../shared/health-types';

/** Catmull-Rom through the points, as a closed SVG path of cubic curves. */
function smooth(points: readonly (readonly [number, number])[]): string {
  const n = points.length;
  const p = (i: number) => points[(i + n) % n]!;
  let d = `M${p(0)[0].toFixed(1)} ${p(0)[1].toFixed(1)}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const c1 = [x1 + (x2 - x0) / 6, y1 + (y2 - y0) / 6];
    const c2 = [x2 - (x3 - x1) / 6, y2 - (y3 - y1) / 6];
    d += `C${c1[0]!.toFixed(1)} ${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)} ${c2[1]!.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }
  return `${d}Z`;
}

const FUR: Record<Species, { body: string; dark: string }> = {
  dog: { body: '#d9a06d', dark: '#8a5a36' },
  cat: { body: '#a2a2ae', dark: '#5c5c66' },
};

/** Ribs by touch: a cross-section of the chest; the fat layer grows and the ribs fade with the level. */
function Ribs({ level, species }: { level: BcsLevel; species: Species }) {
  const rx = 26 + level * 5;
  const ry = 20 + level * 4;
  const ribOpacity = [1, 0.85, 0.6, 0.3, 0.12][level - 1]!;
  return (
    <g>
      <ellipse cx="60" cy="46" rx={rx} ry={ry} fill="#f7dcc4" stroke={FUR[species].dark} strokeWidth="2" />
      <ellipse cx="60" cy="46" rx="25" ry="19" fill="#eab48d" />
      <g fill="none" stroke="#7a4a2a" strokeWidth="3" strokeLinecap="round" opacity={ribOpacity}>
        <path d="M37 38c-3 6-3 12 0 18M44 31c-4 9-4 21 0 30M52 28c-3 10-3 26 0 36M68 28c3 10 3 26 0 36M76 31c4 9 4 21 0 30M83 38c3 6 3 12 0 18" />
      </g>
      <path d={`M${60 - rx - 12} 30c6 4 10 10 11 16`} fill="none" stroke="#444" strokeWidth="3" strokeLinecap="round" />
      <path d={`M${60 + rx + 12} 30c-6 4-10 10-11 16`} fill="none" stroke="#444" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

/** The body seen from above: the waist narrows (1) or bulges (5). */
function Waist({ level, species }: { level: BcsLevel; species: Species }) {
  const waist = [8, 12, 15, 20, 26][level - 1]!;
  const chest = 20 + (level - 3);
  const hips = 17 + Math.max(0, level - 3) * 2;
  const cx = 60;
  const left: [number, number][] = [
    [cx - 7, 20],
    [cx - chest, 34],
    [cx - waist, 55],
    [cx - hips, 72],
    [cx - 6, 84],
  ];
  const right = left.map(([x, y]) => [2 * cx - x, y] as [number, number]).reverse();
  const { body, dark } = FUR[species];
  return (
    <g>
      {species === 'cat' ? (
        <path d="M60 84c4 4 14 4 20-2" fill="none" stroke={dark} strokeWidth="5" strokeLinecap="round" />
      ) : (
        <path d="M60 84c0 3 2 5 5 4" fill="none" stroke={dark} strokeWidth="5" strokeLinecap="round" />
      )}
      <path d={smooth([...left, ...right])} fill={body} stroke={dark} strokeWidth="2" />
      <circle cx={cx} cy="14" r="10" fill={body} stroke={dark} strokeWidth="2" />
      {species === 'cat' ? (
        <path d="M52 9l1-9 6 6M68 9l-1-9-6 6" fill={dark} />
      ) : (
        <path d="M50 10c-6 2-6 10-2 12M70 10c6 2 6 10 2 12" fill={dark} stroke={dark} strokeWidth="3" />
      )}
      <path d={`M${cx - waist - 10} 55h6M${cx + waist + 4} 55h6`} stroke="#e2001a" strokeWidth="2.5" strokeLinecap="round" />
    </g>
  );
}

/** The body from the side: the belly tucks up (1) or hangs (5). */
function Belly({ level, species }: { level: BcsLevel; species: Species }) {
  const sag = [-15, -9, -3, 4, 11][level - 1]!;
  const groin = [46, 49, 52, 57, 61][level - 1]!;
  const back = 30 - Math.max(0, level - 3);
  const { body, dark } = FUR[species];
  const outline = smooth([
    [22, back + 2],
    [55, back],
    [88, back + 1],
    [96, 44],
    [86, 58],
    [62, 58 + sag],
    [36, groin],
    [20, 46],
  ]);
  return (
    <g>
      <rect x="28" y="50" width="7" height="32" rx="3" fill={dark} />
      <rect x="80" y="52" width="7" height="30" rx="3" fill={dark} />
      {species === 'cat' ? (
        <path d="M22 36c-12-4-16-18-8-26" fill="none" stroke={dark} strokeWidth="5" strokeLinecap="round" />
      ) : (
        <path d="M22 36c-8-2-12-8-12-14" fill="none" stroke={dark} strokeWidth="5" strokeLinecap="round" />
      )}
      <path d={outline} fill={body} stroke={dark} strokeWidth="2" />
      <circle cx="102" cy="30" r="11" fill={body} stroke={dark} strokeWidth="2" />
      {species === 'cat' ? <path d="M96 21l0-9 7 6M108 21l1-9-7 6" fill={dark} /> : <ellipse cx="96" cy="28" rx="4" ry="8" fill={dark} />}
      <circle cx="106" cy="28" r="1.8" fill="#222" />
      <path d={`M62 ${58 + sag + 6}v8`} stroke="#e2001a" strokeWidth="2.5" strokeLinecap="round" />
    </g>
  );
}

/** The drawn picture of one option of a BCS question (SPEC 4.2 check), per species. */
export function BcsIllustration({ species, question, level }: { species: Species; question: BcsQuestionKey; level: BcsLevel }) {
  return (
    <svg viewBox="0 0 120 92" width="120" height="92" aria-hidden="true" focusable="false" style={{ width: '100%', maxWidth: 150, height: 'auto' }}>
      <rect width="120" height="92" rx="12" fill="#faf7f5" />
      {question === 'ribs' && <Ribs level={level} species={species} />}
      {question === 'waist' && <Waist level={level} species={species} />}
      {question === 'belly' && <Belly level={level} species={species} />}
    </svg>
  );
}

/** The bands of the weight states (bcsState), named as the result names them. */
const SCALE = [
  { from: 1, to: 3, label: '저체중', fill: '#cfe3f5', text: '#1f3b57' },
  { from: 4, to: 5, label: '정상', fill: '#cdebd6', text: '#1e5631' },
  { from: 6, to: 7, label: '과체중', fill: '#fde3a7', text: '#6b4100' },
  { from: 8, to: 9, label: '비만', fill: '#ffc9cf', text: '#a30015' },
];

/** The 9-point scale with the pet's score marked. */
export function BcsScale({ score }: { score: number }) {
  const w = 36;
  return (
    <svg viewBox={`0 0 ${9 * w} 78`} width={9 * w} height="78" role="img" aria-label={`BCS 9단계 중 ${score}단계`} style={{ width: '100%', maxWidth: 480, height: 'auto', justifySelf: 'center' }}>
      {SCALE.map((band) => (
        <g key={band.label}>
          <rect x={(band.from - 1) * w + 1} y="22" width={(band.to - band.from + 1) * w - 2} height="26" rx="6" fill={band.fill} />
          <text x={((band.from - 1 + band.to) / 2) * w} y="70" textAnchor="middle" fontSize="13" fill={band.text} fontWeight="700">
            {band.label}
          </text>
        </g>
      ))}
      {Array.from({ length: 9 }, (_, i) => (
        <text key={i} x={i * w + w / 2} y="40" textAnchor="middle" fontSize="13" fill="#333" fontWeight={i + 1 === score ? 800 : 400}>
          {i + 1}
        </text>
      ))}
      <path d={`M${(score - 0.5) * w} 20l-7-12h14z`} fill="#e2001a" />
    </svg>
  );
}

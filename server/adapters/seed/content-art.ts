/**
 * Drawn SVG illustrations of the content pages (articles, video posters, brand pages): a soft
 * background, a dog and/or cat and a topic motif. 1200 × 675 (16:9). No text in the pictures,
 * so every word a person reads is real text of the page.
 */

type Animal = 'dog' | 'cat' | 'both' | 'none';

type Motif =
  | 'itch' | 'bowl' | 'hairball' | 'drop' | 'scale' | 'heart' | 'cone' | 'stethoscope' | 'kibble' | 'fish'
  | 'ruler' | 'shield' | 'paws' | 'bone' | 'bean' | 'moon' | 'cloud' | 'ball' | 'tooth' | 'comb' | 'leash'
  | 'sun' | 'snow' | 'car' | 'star' | 'leaf' | 'flask' | 'globe' | 'calendar' | 'play';

export interface Art {
  animal: Animal;
  motif: Motif;
  /** Background and accent colours. */
  bg: string;
  accent: string;
}

const dog = (x: number, y: number, s: number, fur = '#c98b55', ear = '#8a5a36') =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="-70" cy="-20" rx="34" ry="70" fill="${ear}" transform="rotate(18 -70 -20)"/><ellipse cx="70" cy="-20" rx="34" ry="70" fill="${ear}" transform="rotate(-18 70 -20)"/><circle r="100" fill="${fur}"/><ellipse cy="42" rx="58" ry="44" fill="#f4e1cc"/><circle cx="-36" cy="-14" r="12" fill="#2b1b10"/><circle cx="36" cy="-14" r="12" fill="#2b1b10"/><circle cx="-32" cy="-18" r="4" fill="#fff"/><circle cx="40" cy="-18" r="4" fill="#fff"/><ellipse cy="26" rx="20" ry="14" fill="#2b1b10"/><path d="M0 40 Q-16 62 -30 52 M0 40 Q16 62 30 52" stroke="#2b1b10" stroke-width="5" fill="none" stroke-linecap="round"/></g>`;

const cat = (x: number, y: number, s: number, fur = '#f0a868', stripe = '#d9823f') =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-92 -30 L-78 -128 L-20 -84 Z M92 -30 L78 -128 L20 -84 Z" fill="${fur}"/><path d="M-80 -50 L-74 -106 L-40 -80 Z M80 -50 L74 -106 L40 -80 Z" fill="#f6c9c9"/><circle r="100" fill="${fur}"/><path d="M-20 -98 L-14 -60 M0 -100 L0 -58 M20 -98 L14 -60" stroke="${stripe}" stroke-width="9" stroke-linecap="round"/><ellipse cx="-38" cy="-6" rx="13" ry="17" fill="#1f2a1a"/><ellipse cx="38" cy="-6" rx="13" ry="17" fill="#1f2a1a"/><circle cx="-34" cy="-12" r="4" fill="#fff"/><circle cx="42" cy="-12" r="4" fill="#fff"/><path d="M-10 24 L0 34 L10 24 Z" fill="#e58a9a"/><path d="M0 34 Q-14 52 -28 44 M0 34 Q14 52 28 44" stroke="#1f2a1a" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M-50 30 L-120 20 M-50 42 L-118 50 M50 30 L120 20 M50 42 L118 50" stroke="#1f2a1a" stroke-width="3" stroke-linecap="round"/></g>`;

/** A motif drawn around (0,0) in a box of about 200 × 200. */
function motif(m: Motif, accent: string): string {
  const a = accent;
  switch (m) {
    case 'itch':
      return `<circle r="86" fill="#fff"/><path d="M-40 -40 L30 30 M-10 -50 L50 10 M-50 -10 L10 50" stroke="${a}" stroke-width="12" stroke-linecap="round"/>`;
    case 'bowl':
      return `<ellipse cy="-20" rx="90" ry="22" fill="#8a5a36"/><circle cx="-30" cy="-30" r="14" fill="#b07a4a"/><circle cx="4" cy="-36" r="14" fill="#a06a3c"/><circle cx="36" cy="-28" r="14" fill="#b07a4a"/><path d="M-96 -20 Q-90 70 0 70 Q90 70 96 -20 Z" fill="${a}"/><rect x="-60" y="70" width="120" height="14" rx="7" fill="${a}" opacity=".6"/>`;
    case 'hairball':
      return `<circle r="70" fill="#d8b48a"/><path d="M-60 -20 Q0 -80 60 -10 M-66 10 Q0 -40 64 24 M-50 40 Q0 0 52 50 M-30 -60 Q10 0 -10 66 M20 -66 Q40 0 24 64" stroke="#a67c52" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    case 'drop':
      return `<path d="M0 -100 C40 -40 80 0 80 40 A80 80 0 0 1 -80 40 C-80 0 -40 -40 0 -100 Z" fill="${a}"/><path d="M-36 30 A40 40 0 0 0 -4 78" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" opacity=".8"/>`;
    case 'scale':
      return `<rect x="-100" y="-70" width="200" height="150" rx="30" fill="#fff" stroke="${a}" stroke-width="10"/><path d="M-56 -20 A60 60 0 0 1 56 -20" stroke="${a}" stroke-width="10" fill="none"/><path d="M0 -20 L30 -52" stroke="#1f1f1f" stroke-width="8" stroke-linecap="round"/><circle cy="-20" r="10" fill="#1f1f1f"/>`;
    case 'heart':
      return `<path d="M0 80 C-120 0 -90 -90 -30 -80 C-10 -76 0 -60 0 -50 C0 -60 10 -76 30 -80 C90 -90 120 0 0 80 Z" fill="${a}"/>`;
    case 'cone':
      return `<path d="M-100 -70 L100 -70 L60 80 L-60 80 Z" fill="#fff" stroke="${a}" stroke-width="10" stroke-linejoin="round"/><path d="M-80 -20 L80 -20 M-66 30 L66 30" stroke="${a}" stroke-width="6" opacity=".5"/>`;
    case 'stethoscope':
      return `<path d="M-60 -90 L-60 -10 A60 60 0 0 0 60 -10 L60 -90" stroke="#1f1f1f" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M0 50 L0 70 A40 40 0 0 0 80 70 L80 40" stroke="#1f1f1f" stroke-width="12" fill="none"/><circle cx="80" cy="30" r="26" fill="${a}"/><circle cx="-60" cy="-96" r="10" fill="#1f1f1f"/><circle cx="60" cy="-96" r="10" fill="#1f1f1f"/>`;
    case 'kibble':
      return `${[[-50, -30], [10, -50], [60, -10], [-30, 30], [30, 40], [-70, 40], [70, 60]].map(([x, y], i) => `<ellipse cx="${x}" cy="${y}" rx="30" ry="22" fill="${i % 2 ? '#a06a3c' : '#c48a55'}" transform="rotate(${i * 25} ${x} ${y})"/>`).join('')}`;
    case 'fish':
      return `<path d="M-90 0 Q-20 -80 60 0 Q-20 80 -90 0 Z" fill="${a}"/><path d="M56 0 L110 -50 L110 50 Z" fill="${a}"/><circle cx="-50" cy="-10" r="10" fill="#fff"/><path d="M-10 -40 Q10 0 -10 40" stroke="#fff" stroke-width="6" fill="none" opacity=".7"/>`;
    case 'ruler':
      return `<rect x="-30" y="-110" width="60" height="220" rx="10" fill="#f7d774" stroke="#c9a227" stroke-width="6"/>${[-80, -50, -20, 10, 40, 70].map((y, i) => `<path d="M-30 ${y} L${i % 2 ? -6 : 6} ${y}" stroke="#1f1f1f" stroke-width="6"/>`).join('')}`;
    case 'shield':
      return `<path d="M0 -100 L80 -70 L80 10 C80 60 40 90 0 110 C-40 90 -80 60 -80 10 L-80 -70 Z" fill="${a}"/><path d="M-36 0 L-8 30 L40 -30" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'paws':
      return `${[[-40, -20, 1], [50, 30, 0.8]].map(([x, y, s]) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${a}"><ellipse cy="20" rx="36" ry="30"/><circle cx="-34" cy="-24" r="14"/><circle cx="-12" cy="-42" r="14"/><circle cx="14" cy="-42" r="14"/><circle cx="36" cy="-24" r="14"/></g>`).join('')}`;
    case 'bone':
      return `<g transform="rotate(-30)"><rect x="-80" y="-18" width="160" height="36" rx="18" fill="#fff" stroke="${a}" stroke-width="8"/><circle cx="-86" cy="-20" r="26" fill="#fff" stroke="${a}" stroke-width="8"/><circle cx="-86" cy="20" r="26" fill="#fff" stroke="${a}" stroke-width="8"/><circle cx="86" cy="-20" r="26" fill="#fff" stroke="${a}" stroke-width="8"/><circle cx="86" cy="20" r="26" fill="#fff" stroke="${a}" stroke-width="8"/><rect x="-76" y="-12" width="152" height="24" fill="#fff"/></g>`;
    case 'bean':
      return `<path d="M-20 -90 C-100 -90 -100 90 -20 90 C20 90 0 40 20 0 C0 -40 20 -90 -20 -90 Z" fill="${a}"/><path d="M40 -90 C120 -90 120 90 40 90 C0 90 20 40 0 0 C20 -40 0 -90 40 -90 Z" fill="${a}" opacity=".75"/>`;
    case 'moon':
      return `<path d="M40 -90 A100 100 0 1 0 90 40 A80 80 0 1 1 40 -90 Z" fill="#f7d774"/><circle cx="70" cy="-60" r="8" fill="#fff"/><circle cx="-80" cy="-80" r="6" fill="#fff"/>`;
    case 'cloud':
      return `<path d="M-90 40 A40 40 0 0 1 -60 -30 A60 60 0 0 1 50 -40 A45 45 0 0 1 90 40 Z" fill="#fff" stroke="${a}" stroke-width="8"/><path d="M-20 60 L-40 100 M20 60 L0 100" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`;
    case 'ball':
      return `<circle r="80" fill="${a}"/><path d="M-80 0 Q0 -50 80 0 M-80 0 Q0 50 80 0" stroke="#fff" stroke-width="8" fill="none"/>`;
    case 'tooth':
      return `<path d="M-70 -80 C-30 -100 -10 -70 0 -70 C10 -70 30 -100 70 -80 C100 -60 80 0 60 40 C50 70 40 100 24 100 C6 100 10 40 0 40 C-10 40 -6 100 -24 100 C-40 100 -50 70 -60 40 C-80 0 -100 -60 -70 -80 Z" fill="#fff" stroke="${a}" stroke-width="8"/><path d="M40 -60 L52 -48 M52 -60 L40 -48" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`;
    case 'comb':
      return `<rect x="-100" y="-60" width="200" height="44" rx="14" fill="${a}"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${-92 + i * 22}" y="-20" width="10" height="${70 + (i % 2) * 16}" rx="5" fill="${a}"/>`).join('')}`;
    case 'leash':
      return `<path d="M-90 -80 C-20 -100 40 -40 20 20 C0 80 60 100 90 70" stroke="${a}" stroke-width="14" fill="none" stroke-linecap="round"/><circle cx="-90" cy="-80" r="24" fill="none" stroke="${a}" stroke-width="12"/>`;
    case 'sun':
      return `<circle r="56" fill="#f7b733"/>${Array.from({ length: 8 }, (_, i) => `<path d="M0 -76 L0 -104" stroke="#f7b733" stroke-width="12" stroke-linecap="round" transform="rotate(${i * 45})"/>`).join('')}`;
    case 'snow':
      return `${Array.from({ length: 3 }, (_, i) => `<path d="M0 -96 L0 96 M-20 -76 L0 -56 L20 -76 M-20 76 L0 56 L20 76" stroke="${a}" stroke-width="10" stroke-linecap="round" fill="none" transform="rotate(${i * 60})"/>`).join('')}`;
    case 'car':
      return `<path d="M-110 30 L-100 -10 L-60 -60 L50 -60 L90 -10 L110 10 L110 50 L-110 50 Z" fill="${a}"/><path d="M-52 -48 L-24 -48 L-24 -12 L-80 -12 Z M-10 -48 L44 -48 L72 -12 L-10 -12 Z" fill="#dff1ff"/><circle cx="-60" cy="56" r="26" fill="#1f1f1f"/><circle cx="60" cy="56" r="26" fill="#1f1f1f"/>`;
    case 'star':
      return `<path d="M0 -100 L28 -30 L100 -30 L42 14 L64 90 L0 44 L-64 90 L-42 14 L-100 -30 L-28 -30 Z" fill="${a}"/>`;
    case 'leaf':
      return `<path d="M-90 90 C-90 -40 0 -100 100 -100 C100 0 40 90 -90 90 Z" fill="${a}"/><path d="M-90 90 C-20 20 20 -20 70 -70" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    case 'flask':
      return `<path d="M-26 -100 L26 -100 L26 -30 L90 80 Q96 100 74 100 L-74 100 Q-96 100 -90 80 L-26 -30 Z" fill="#fff" stroke="${a}" stroke-width="8"/><path d="M-60 40 L60 40 L84 84 L-84 84 Z" fill="${a}" opacity=".7"/><circle cx="-10" cy="10" r="8" fill="${a}"/><circle cx="14" cy="-10" r="6" fill="${a}"/>`;
    case 'globe':
      return `<circle r="96" fill="#9fd3c7"/><path d="M-60 -60 C-20 -50 -40 -10 -10 0 C20 10 10 50 40 60 M30 -80 C50 -60 80 -60 90 -30" stroke="#3c8d6e" stroke-width="18" fill="none" stroke-linecap="round"/>`;
    case 'calendar':
      return `<rect x="-90" y="-76" width="180" height="170" rx="18" fill="#fff" stroke="${a}" stroke-width="8"/><rect x="-90" y="-76" width="180" height="46" rx="18" fill="${a}"/>${[0, 1, 2].flatMap((r) => [0, 1, 2, 3].map((c) => `<rect x="${-70 + c * 38}" y="${-14 + r * 34}" width="24" height="22" rx="5" fill="${r === 1 && c === 2 ? a : '#e5e5e5'}"/>`)).join('')}`;
    case 'play':
      return `<circle r="90" fill="${a}"/><path d="M-26 -44 L48 0 L-26 44 Z" fill="#fff"/>`;
  }
}

export function artSvg(art: Art, width = 1200, height = 675): string {
  const { animal, bg, accent } = art;
  const animals =
    animal === 'dog'
      ? dog(420, 360, 1.6)
      : animal === 'cat'
        ? cat(420, 380, 1.6)
        : animal === 'both'
          ? `${dog(300, 390, 1.25)}${cat(560, 400, 1.2)}`
          : '';
  const motifX = animal === 'none' ? 600 : 880;
  const motifScale = animal === 'none' ? 1.6 : 1.15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 675" preserveAspectRatio="xMidYMid slice"><rect width="1200" height="675" fill="${bg}"/><circle cx="1080" cy="90" r="180" fill="#ffffff" opacity=".35"/><circle cx="120" cy="610" r="150" fill="#ffffff" opacity=".3"/><ellipse cx="600" cy="640" rx="520" ry="60" fill="#000" opacity=".05"/>${animals}<g transform="translate(${motifX} 330) scale(${motifScale})">${motif(art.motif, accent)}</g></svg>`;
}

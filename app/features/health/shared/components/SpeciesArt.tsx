import type { Species } from '../health-types';

/** Drawn species pictures (inline SVG, so they cost no request). */
export function SpeciesArt({ species, className, size = 96 }: { species: Species; className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill={species === 'dog' ? '#fbe3d3' : '#e6e3f6'} />
      {species === 'dog' ? (
        <g>
          <ellipse cx="27" cy="44" rx="9" ry="18" fill="#8a5a36" transform="rotate(12 27 44)" />
          <ellipse cx="69" cy="44" rx="9" ry="18" fill="#8a5a36" transform="rotate(-12 69 44)" />
          <circle cx="48" cy="52" r="23" fill="#d9a06d" />
          <ellipse cx="48" cy="62" rx="12" ry="9" fill="#f3d3b3" />
          <circle cx="39" cy="48" r="3.2" fill="#2b1b10" />
          <circle cx="57" cy="48" r="3.2" fill="#2b1b10" />
          <ellipse cx="48" cy="58" rx="5" ry="3.6" fill="#2b1b10" />
          <path d="M44 65c2 2 6 2 8 0" fill="none" stroke="#2b1b10" strokeWidth="2" strokeLinecap="round" />
        </g>
      ) : (
        <g>
          <path d="M26 44 L30 18 L46 34 Z M70 44 L66 18 L50 34 Z" fill="#8d8d99" />
          <path d="M31 38 L32 25 L41 34 Z M65 38 L64 25 L55 34 Z" fill="#f1b8c4" />
          <circle cx="48" cy="54" r="23" fill="#a2a2ae" />
          <ellipse cx="40" cy="51" rx="3" ry="4" fill="#1f2a1a" />
          <ellipse cx="56" cy="51" rx="3" ry="4" fill="#1f2a1a" />
          <path d="M45 59 L48 62 L51 59 Z" fill="#e58a9a" />
          <path d="M30 58h10M30 63l10-2M66 58H56M66 63l-10-2" stroke="#5c5c66" strokeWidth="1.5" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

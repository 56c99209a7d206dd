import type { ReactNode } from 'react';
import { SpeciesArt } from './SpeciesArt';

type Program = 'bcs' | 'sensitivity' | 'breed' | 'cats-signal' | 'finder' | 'vet';

/** Each program's colour, the disc its sign is drawn on. */
const DISC: Record<Program, string> = {
  bcs: '#e3f4e8',
  sensitivity: '#fff1d1',
  breed: '#eef4fb',
  'cats-signal': '#e6e3f6',
  finder: '#fbe3d3',
  vet: '#e1ecf5',
};

/** Each program's sign. */
const SIGN: Record<Program, ReactNode> = {
  bcs: (
    <>
      <path d="M14 44l5-22h26l5 22z" fill="#fff" stroke="#1e5631" strokeWidth="3" strokeLinejoin="round" />
      <path d="M32 36l6-7" stroke="#e2001a" strokeWidth="3" strokeLinecap="round" />
      <circle cx="32" cy="36" r="3" fill="#1e5631" />
    </>
  ),
  sensitivity: (
    <>
      <rect x="18" y="14" width="28" height="36" rx="4" fill="#fff" stroke="#6b4100" strokeWidth="3" />
      <path d="M24 26l3 3 6-6M24 38l3 3 6-6" fill="none" stroke="#e2001a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M36 28h5M36 40h5" stroke="#6b4100" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  breed: (
    <>
      <circle cx="28" cy="28" r="12" fill="#fff" stroke="#1f3b57" strokeWidth="3" />
      <path d="M37 37l10 10" stroke="#1f3b57" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="26" r="2.5" fill="#e2001a" />
      <circle cx="32" cy="26" r="2.5" fill="#e2001a" />
      <ellipse cx="28" cy="32" rx="4" ry="3" fill="#e2001a" />
    </>
  ),
  'cats-signal': (
    <>
      <path d="M18 34 L20 16 L30 26 Z M46 34 L44 16 L34 26 Z" fill="#5c5c72" />
      <circle cx="32" cy="38" r="15" fill="#8d8da3" />
      <circle cx="27" cy="36" r="2.2" fill="#fff" />
      <circle cx="37" cy="36" r="2.2" fill="#fff" />
      <path d="M48 14a10 10 0 0 1 0 14M52 10a16 16 0 0 1 0 22" fill="none" stroke="#e2001a" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  finder: (
    <>
      <path d="M14 36h36l-4 12H18z" fill="#fff" stroke="#8a5a36" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="25" cy="32" r="4" fill="#c8945c" />
      <circle cx="33" cy="30" r="4" fill="#c8945c" />
      <circle cx="40" cy="33" r="4" fill="#c8945c" />
      <path d="M40 12l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#e2001a" />
    </>
  ),
  vet: (
    <>
      <rect x="20" y="16" width="24" height="32" rx="5" fill="#fff" stroke="#3d6a96" strokeWidth="3" />
      <path d="M32 24v14M25 31h14" stroke="#e2001a" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
};

/** The health programs, drawn as small icons for cards. */
export function ProgramIcon({ program }: { program: Program }) {
  return (
    <svg width={64} height={64} viewBox="0 0 64 64" aria-hidden focusable={false}>
      <circle cx="32" cy="32" r="31" fill={DISC[program]} />
      {SIGN[program]}
    </svg>
  );
}

/** The intro picture of a program: a dog and a cat around the program's sign. */
export function ProgramScene({ program, className }: { program: Program; className?: string }) {
  const onlyCat = program === 'cats-signal';
  return (
    <div className={className} style={{ position: 'relative', aspectRatio: '7 / 5' }} aria-hidden="true">
      <svg viewBox="0 0 280 200" width="280" height="200" style={{ width: '100%', height: 'auto' }} focusable="false">
        <rect width="280" height="200" rx="24" fill="#fff" />
        <path d="M0 150c50-22 100 8 150-6s90-26 130-6v62H0z" fill="#f6e4da" />
        <circle cx="236" cy="42" r="18" fill="#fde7b0" />
        <ellipse cx="140" cy="168" rx="34" ry="10" fill="#e2001a" opacity=".85" />
        <ellipse cx="140" cy="162" rx="30" ry="7" fill="#c8945c" />
      </svg>
      <div style={{ position: 'absolute', left: '6%', top: '30%', width: '32%' }}>
        <SpeciesArt species={onlyCat ? 'cat' : 'dog'} size={88} />
      </div>
      <div style={{ position: 'absolute', right: '6%', top: '30%', width: '32%' }}>
        <SpeciesArt species="cat" size={88} />
      </div>
      <div style={{ position: 'absolute', left: '39%', top: '8%' }}>
        <ProgramIcon program={program} />
      </div>
    </div>
  );
}

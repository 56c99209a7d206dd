/** rgba(r,g,b,a) ↔ a colour input (#rrggbb) and an opacity in percent. */
export function parseOverlay(value: string): { hex: string; opacity: number } {
  const m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (m) {
    const hex = `#${[m[1], m[2], m[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    return { hex, opacity: Math.round(Number(m[4] ?? 1) * 100) };
  }
  if (/^#[0-9a-fA-F]{6}$/.test(value)) return { hex: value, opacity: 100 };
  return { hex: '#000000', opacity: 30 };
}

export function overlayOf(hex: string, opacity: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${Math.min(100, Math.max(0, opacity)) / 100})`;
}

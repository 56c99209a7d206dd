import type { Device } from './types';

/**
 * The editor's choices in plain Korean, each a preset that maps onto the stored values (the
 * layout keeps twelfths, CSS position/size/repeat words and a direction per device, so pages
 * saved before read the same): what staff pick is a name, what is stored is unchanged.
 */

export const DEVICE_LABEL: Record<Device, string> = { desktop: '컴퓨터', tablet: '태블릿', mobile: '휴대폰' };

/** Column widths (twelfths of the row) by name; a stored width not here shows as "직접 정한 너비". */
const WIDTH_PRESETS = [
  { value: '12', label: '전체 폭' },
  { value: '9', label: '4분의 3' },
  { value: '8', label: '3분의 2' },
  { value: '6', label: '절반' },
  { value: '4', label: '3분의 1' },
  { value: '3', label: '4분의 1' },
] as const;

/** The width choices for a stored width: the presets, plus the stored one when it is none of them. */
export function widthOptions(stored: string): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = WIDTH_PRESETS.map((p) => ({ value: p.value, label: p.label }));
  if (!options.some((o) => o.value === stored)) options.push({ value: stored, label: `직접 정한 너비 (12칸 중 ${stored}칸)` });
  return options;
}

/** A column's width in words: "절반". */
export function widthName(stored: string): string {
  return WIDTH_PRESETS.find((p) => p.value === stored)?.label ?? `12칸 중 ${stored}칸`;
}

/** How the columns of a section sit, per device, by name. */
export const ARRANGEMENT_PRESETS = [
  { value: 'side', label: '나란히 (휴대폰에서는 위아래로)', direction: { desktop: 'row', tablet: 'row', mobile: 'column' } },
  { value: 'stack', label: '항상 위아래로', direction: { desktop: 'column', tablet: 'column', mobile: 'column' } },
  { value: 'always-side', label: '항상 나란히', direction: { desktop: 'row', tablet: 'row', mobile: 'row' } },
] as const satisfies readonly { value: string; label: string; direction: Record<Device, 'row' | 'column'> }[];

/** The preset a stored direction matches, or 'custom' (shown as such, kept as it is). */
export function arrangementOf(direction: Record<Device, string>): string {
  return ARRANGEMENT_PRESETS.find((p) => p.direction.desktop === direction.desktop && p.direction.tablet === direction.tablet && p.direction.mobile === direction.mobile)?.value ?? 'custom';
}

/** How a background photo fills the section: each a (size, repeat) pair of the stored words. */
export const FIT_PRESETS = [
  { value: 'fill', label: '채우기 (빈 곳 없이, 가장자리는 잘릴 수 있음)', size: 'cover', repeat: 'no-repeat' },
  { value: 'fit', label: '맞추기 (사진 전체가 보이게)', size: 'contain', repeat: 'no-repeat' },
  { value: 'original', label: '원래 크기로 한 번', size: 'auto', repeat: 'no-repeat' },
  { value: 'tile', label: '무늬처럼 반복', size: 'auto', repeat: 'repeat' },
  { value: 'tile-x', label: '가로로 반복', size: 'auto', repeat: 'repeat-x' },
] as const;

/** The fit preset of a stored size and repeat ('fill' when neither is set: the renderer's default). */
export function fitOf(size: string | undefined, repeat: string | undefined): string {
  const s = size ?? 'cover';
  const r = repeat ?? 'no-repeat';
  return FIT_PRESETS.find((p) => p.size === s && p.repeat === r)?.value ?? 'custom';
}

/** Which part of the photo stays in view when it is cut. */
export const POSITION_LABEL: Record<string, string> = {
  center: '가운데',
  'center top': '위쪽',
  'center bottom': '아래쪽',
  'left center': '왼쪽',
  'right center': '오른쪽',
  'left top': '왼쪽 위',
  'right top': '오른쪽 위',
  'left bottom': '왼쪽 아래',
  'right bottom': '오른쪽 아래',
};

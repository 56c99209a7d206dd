import type { Device } from './types';

/** The Korean words of the editor's choices. */
export const DEVICE_LABEL: Record<Device, string> = { desktop: '데스크톱', tablet: '태블릿', mobile: '모바일' };
export const POSITION_LABEL: Record<string, string> = {
  center: '가운데',
  'center top': '가운데 위',
  'center bottom': '가운데 아래',
  'left center': '왼쪽 가운데',
  'right center': '오른쪽 가운데',
  'left top': '왼쪽 위',
  'right top': '오른쪽 위',
  'left bottom': '왼쪽 아래',
  'right bottom': '오른쪽 아래',
};
export const SIZE_LABEL: Record<string, string> = { cover: '영역을 채움 (cover)', contain: '사진 전체 보이기 (contain)', auto: '원래 크기 (auto)' };
export const REPEAT_LABEL: Record<string, string> = { 'no-repeat': '반복 안 함', repeat: '가로·세로 반복', 'repeat-x': '가로 반복', 'repeat-y': '세로 반복' };

/** A column width's choice, e.g. "6/12 (절반)". */
export function columnWidthLabel(w: string): string {
  return `${w}/12${w === '12' ? ' (전체)' : w === '6' ? ' (절반)' : w === '4' ? ' (3분의 1)' : w === '3' ? ' (4분의 1)' : ''}`;
}

/** Step names of each program, for the step indicator (kept out of the server modules). */
export const SENSITIVITY_STEPS = ['반려동물', '고민 고르기', '문진', '확인', '결과'] as const;
export const BCS_STEPS = ['반려동물', '체중', '체형', '결과'] as const;
export const BREED_STEPS = ['반려동물', '품종', '기본 정보', '결과'] as const;
export const CATS_SIGNAL_STEPS = ['우리 고양이', '행동·화장실', '털·식욕·입', '결과'] as const;

/** Regions of the store finder (step 1), in the order Koreans list them. */
export const REGIONS = ['서울', '경기', '인천', '부산', '대구', '대전', '광주', '제주'] as const;
export type Region = (typeof REGIONS)[number];

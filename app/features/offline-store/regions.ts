/**
 * Regions of the store finder (step 1) and of the stores staff add: Korea's seventeen
 * provinces and metropolitan cities, the capital area first, as Koreans list them.
 */
export const REGIONS = ['서울', '경기', '인천', '부산', '대구', '광주', '대전', '울산', '세종', '강원', '충북', '충남', '전북', '전남', '경북', '경남', '제주'] as const;

import { categoryOf } from '../shared/questionnaire';
import { type Category, type CategoryResult, type HealthCategory, type Species, type Status, STATUS_LABEL } from '../shared/health-types';

/**
 * SPEC 4.1, step by step: any selected 'Action Required' question → Action Required ('주의');
 * otherwise any selected 'Caution' → Caution ('관리필요'); otherwise Normal ('정상').
 */
export function categoryStatus(category: Pick<HealthCategory, 'questions'>): Status {
  const selected = category.questions.filter((q) => q.isSelected);
  if (selected.some((q) => q.questionType === 'Action Required')) return 'Action Required';
  if (selected.some((q) => q.questionType === 'Caution')) return 'Caution';
  return 'Normal';
}

export function categoryResult(category: HealthCategory): CategoryResult {
  const status = categoryStatus(category);
  return { category, status, statusLabel: STATUS_LABEL[status] };
}

/** Marks the selected question ids on a category and computes its result. */
export function resultFor(species: Species, category: Category, selectedIds: ReadonlySet<string>): CategoryResult | null {
  const cat = categoryOf(species, category);
  if (!cat) return null;
  for (const q of cat.questions) q.isSelected = selectedIds.has(q.id);
  return categoryResult(cat);
}

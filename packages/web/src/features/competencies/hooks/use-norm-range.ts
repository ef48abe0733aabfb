import { useTemplates } from '../../../api/evaluation-setup.ts';

export interface NormRange {
  min: number;
  max: number;
}

/** The range norms lie in: the bounds of the project's default rating template, or null when none is set. */
export function useNormRange(): NormRange | null {
  const templates = useTemplates();
  const scales = templates.data?.find((template) => template.is_rating_default)?.scales ?? [];
  if (scales.length === 0) return null;
  return { min: Math.min(...scales.map((s) => s.min)), max: Math.max(...scales.map((s) => s.max)) };
}

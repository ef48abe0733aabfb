import { zodResolver } from '@hookform/resolvers/zod';
import { partyWeightsPercentSchema, projectWeightPercentSchema, splitPercentSchema } from '@performa/contracts/api/weights';

/**
 * The weight forms' resolvers, from the shared schemas (the same rules as the server): weights are typed in
 * percent and leave the form as the bodies' fractions (docs/product.md §3.13).
 */
export const projectWeightResolver = zodResolver(projectWeightPercentSchema);
export const partyWeightsResolver = zodResolver(partyWeightsPercentSchema);
export const splitResolver = zodResolver(splitPercentSchema);

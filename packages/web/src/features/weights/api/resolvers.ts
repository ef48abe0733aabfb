import { zodResolver } from '@hookform/resolvers/zod';
import { partyWeightsBodySchema, projectWeightBodySchema, splitBodySchema } from '@performa/contracts/api/weights';

/** The weight forms' resolvers, from the shared schemas (the same rules and messages as the server). */
export const projectWeightResolver = zodResolver(projectWeightBodySchema);
export const partyWeightsResolver = zodResolver(partyWeightsBodySchema);
export const splitResolver = zodResolver(splitBodySchema);

import { zodResolver } from '@hookform/resolvers/zod';
import { personalGoalUpdateSchema, positionalGoalBodySchema, subGoalUpdateSchema } from '@performa/contracts/api/goals';

/** The goal forms' resolvers, from the shared schemas (the feature is lazy: zod loads with it). */
export const personalGoalResolver = zodResolver(personalGoalUpdateSchema);
export const subGoalResolver = zodResolver(subGoalUpdateSchema);
export const positionalGoalResolver = zodResolver(positionalGoalBodySchema);

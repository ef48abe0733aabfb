import { accessibilitySweep } from './support/sweep.ts';

/** Every screen passes axe-core (support/sweep.ts): in Azerbaijani at phone width. */
accessibilitySweep('every screen in Azerbaijani at phone width', 390, 'az');

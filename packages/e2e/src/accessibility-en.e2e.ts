import { accessibilitySweep } from './support/sweep.ts';

/** Every screen passes axe-core (support/sweep.ts): in English on a wide screen. */
accessibilitySweep('every screen in English on a wide screen', 1280, 'en');

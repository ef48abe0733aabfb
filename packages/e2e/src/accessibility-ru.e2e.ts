import { accessibilitySweep } from './support/sweep.ts';

/** Every screen passes axe-core (support/sweep.ts): in Russian on a wide screen. */
accessibilitySweep('every screen in Russian on a wide screen', 1280, 'ru');

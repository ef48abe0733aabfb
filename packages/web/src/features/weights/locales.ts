/** The Weights screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  weights: {
    title: 'Weights',
  },
};

const az: Shape<typeof en> = {
  weights: {
    title: 'Çəkilər',
  },
};

const ru: Shape<typeof en> = {
  weights: {
    title: 'Веса',
  },
};

export const weightsLocales = { en, az, ru };

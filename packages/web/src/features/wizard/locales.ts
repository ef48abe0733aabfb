/** The wizard screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  wizard: {
    title: 'TITLE',
  },
};

const az: Shape<typeof en> = {
  wizard: {
    title: 'TITLE',
  },
};

const ru: Shape<typeof en> = {
  wizard: {
    title: 'TITLE',
  },
};

export const wizardLocales = { en, az, ru };

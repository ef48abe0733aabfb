/** The Competencies screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  competencies: {
    title: 'Competencies',
  },
};

const az: Shape<typeof en> = {
  competencies: {
    title: 'Səriştələr',
  },
};

const ru: Shape<typeof en> = {
  competencies: {
    title: 'Компетенции',
  },
};

export const competenciesLocales = { en, az, ru };

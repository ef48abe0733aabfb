/** The Periods and rounds screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  periods: {
    title: 'Periods and rounds',
  },
};

const az: Shape<typeof en> = {
  periods: {
    title: 'Dövrlər və mərhələlər',
  },
};

const ru: Shape<typeof en> = {
  periods: {
    title: 'Периоды и этапы',
  },
};

export const periodsLocales = { en, az, ru };

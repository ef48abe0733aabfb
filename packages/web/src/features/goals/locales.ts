/** The Goals screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  goals: {
    title: 'Goals',
  },
};

const az: Shape<typeof en> = {
  goals: {
    title: 'Hədəflər',
  },
};

const ru: Shape<typeof en> = {
  goals: {
    title: 'Цели',
  },
};

export const goalsLocales = { en, az, ru };

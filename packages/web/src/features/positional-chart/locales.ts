/** The positional-chart screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  positionalChart: {
    title: 'TITLE',
  },
};

const az: Shape<typeof en> = {
  positionalChart: {
    title: 'TITLE',
  },
};

const ru: Shape<typeof en> = {
  positionalChart: {
    title: 'TITLE',
  },
};

export const positionalChartLocales = { en, az, ru };

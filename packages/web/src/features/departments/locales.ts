/** The departments screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  departments: {
    title: 'TITLE',
  },
};

const az: Shape<typeof en> = {
  departments: {
    title: 'TITLE',
  },
};

const ru: Shape<typeof en> = {
  departments: {
    title: 'TITLE',
  },
};

export const departmentsLocales = { en, az, ru };

/** The Response scales screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  responseScales: {
    title: 'Response scales',
  },
};

const az: Shape<typeof en> = {
  responseScales: {
    title: 'Cavab şkalaları',
  },
};

const ru: Shape<typeof en> = {
  responseScales: {
    title: 'Шкалы ответов',
  },
};

export const responseScalesLocales = { en, az, ru };

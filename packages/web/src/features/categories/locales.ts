/** The Categories screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  categories: {
    title: 'Categories',
  },
};

const az: Shape<typeof en> = {
  categories: {
    title: 'Kateqoriyalar',
  },
};

const ru: Shape<typeof en> = {
  categories: {
    title: 'Категории',
  },
};

export const categoriesLocales = { en, az, ru };

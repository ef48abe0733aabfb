/** The user-panel screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  userPanel: {
    title: 'TITLE',
  },
};

const az: Shape<typeof en> = {
  userPanel: {
    title: 'TITLE',
  },
};

const ru: Shape<typeof en> = {
  userPanel: {
    title: 'TITLE',
  },
};

export const userPanelLocales = { en, az, ru };

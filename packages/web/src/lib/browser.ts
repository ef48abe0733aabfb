/** Full-page navigations, in one module so that tests can replace them. */
export const browser = {
  /** Replaces the current history entry and loads `url` (logout). */
  replace: (url: string) => window.location.replace(url),
  /** Loads `url` as a new page (error screen's go-to-home button). */
  assign: (url: string) => {
    window.location.href = url;
  },
  reload: () => window.location.reload(),
};

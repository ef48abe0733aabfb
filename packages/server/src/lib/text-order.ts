/**
 * The order of names in lists the server sorts in memory (the reports' people and goals): the one collator
 * of the default locale, as String.prototype.localeCompare orders them, without building a collator for
 * every comparison (sorting 50,000 goals by name costs a second with localeCompare, a tenth with this).
 */
export const compareText: (a: string, b: string) => number = new Intl.Collator().compare;

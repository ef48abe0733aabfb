/** Query keys of the payment screen (docs/product.md §7.11): the company's, not a project's. */
export const paymentKeys = {
  all: () => ['payment'] as const,
  overview: () => ['payment', 'overview'] as const,
};

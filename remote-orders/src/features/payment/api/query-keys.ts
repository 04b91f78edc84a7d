export const paymentKeys = {
  all: ['orders', 'payment'] as const,
};

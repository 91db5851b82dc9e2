/** A valid reward for the staff reward endpoints, sent by the tests of who may create or edit one. */
export const SOUP_REWARD = {
  name: "Free Soup",
  description: "",
  pointsCost: 10,
  isActive: true,
  discountCents: 300,
  freeItemId: null
}

/**
 * Every kind of notification, named once: the services that create them and the bell that shows
 * them agree on these strings. Later issues add their kinds here.
 */
export const NOTIFICATION_KINDS = {
  /** The user brought plans back from the trash. */
  planRestored: "plan_restored",
  /** The trash purge deleted plans that had been in the trash for the retention period. */
  plansPurged: "plans_purged",
  /** A credit pack was paid for and its credits added. */
  creditsPurchased: "credits_purchased",
  /** A payment was refunded (in part or whole) and its share of credits taken back. */
  creditsRefunded: "credits_refunded",
} as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];
